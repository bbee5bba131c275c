-- AlterTable: the four states of who fetched (issue 61). Rows stored before are never re-judged (no address is kept):
-- a verified row stays verified (by ranges, of an unknown date); a claim of an agent that fetches from its vendor's
-- published ranges is spoofed, as the first rule counted it apart, except ChatGPT-User's and Claude-User's: Codex and
-- Claude Code send those names from their users' machines, so such a claim is unverifiable (stored-before); a claim of
-- a client-side agent is unverifiable
-- (client-side), of an agent whose ranges no snapshot held unverifiable (not-installed), of any other unverifiable
-- (no-method); requests naming no agent are not claimed.
ALTER TABLE "traffic_days" DROP CONSTRAINT "traffic_days_pkey",
ADD COLUMN     "judged_on" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "method" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN     "signed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "state" TEXT NOT NULL DEFAULT 'not claimed';

UPDATE "traffic_days" SET
  "state" = CASE
    WHEN "verified" THEN 'verified'
    WHEN "agent" = '' THEN 'not claimed'
    WHEN "agent" IN ('ChatGPT-User', 'Claude-User') THEN 'unverifiable'
    WHEN "agent" IN ('OAI-SearchBot', 'GPTBot', 'Claude-SearchBot', 'ClaudeBot', 'Perplexity-User', 'PerplexityBot', 'Googlebot', 'bingbot', 'Applebot') THEN 'spoofed'
    ELSE 'unverifiable' END,
  "method" = CASE
    WHEN "verified" THEN 'ranges'
    WHEN "agent" = '' THEN 'none'
    WHEN "agent" IN ('ChatGPT-User', 'Claude-User') THEN 'stored-before'
    WHEN "agent" IN ('OAI-SearchBot', 'GPTBot', 'Claude-SearchBot', 'ClaudeBot', 'Perplexity-User', 'PerplexityBot', 'Googlebot', 'bingbot', 'Applebot') THEN 'ranges'
    WHEN "agent" IN ('codex', 'Cursor', 'ModelContextProtocol', 'Google-Gemini-CLI', 'opencode-smartfetch', 'Code/1.') THEN 'client-side'
    WHEN "agent" IN ('CCBot', 'Amazonbot', 'GoogleAgent-URLContext', 'Google-Agent') THEN 'not-installed'
    ELSE 'no-method' END;

ALTER TABLE "traffic_days" DROP COLUMN "verified",
ALTER COLUMN "judged_on" DROP DEFAULT,
ALTER COLUMN "method" DROP DEFAULT,
ALTER COLUMN "signed" DROP DEFAULT,
ALTER COLUMN "state" DROP DEFAULT,
ADD CONSTRAINT "traffic_days_pkey" PRIMARY KEY ("site_id", "day", "agent", "state", "method", "judged_on", "signed", "status_class", "path_class", "challenged");

-- CreateTable
CREATE TABLE "traffic_referrals" (
    "site_id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "assistant" TEXT NOT NULL,
    "landing" TEXT NOT NULL,
    "requests" INTEGER NOT NULL,

    CONSTRAINT "traffic_referrals_pkey" PRIMARY KEY ("site_id","day","assistant","landing")
);

-- CreateTable
CREATE TABLE "traffic_pages" (
    "site_id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "agent" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "html" INTEGER NOT NULL,
    "markdown" INTEGER NOT NULL,

    CONSTRAINT "traffic_pages_pkey" PRIMARY KEY ("site_id","day","agent","path")
);

-- CreateIndex
CREATE INDEX "traffic_referrals_day_idx" ON "traffic_referrals"("day");

-- CreateIndex
CREATE INDEX "traffic_pages_day_idx" ON "traffic_pages"("day");

-- AddForeignKey
ALTER TABLE "traffic_referrals" ADD CONSTRAINT "traffic_referrals_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "traffic_pages" ADD CONSTRAINT "traffic_pages_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;
