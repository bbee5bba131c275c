-- AlterTable
ALTER TABLE "sites" ADD COLUMN     "index_opt_in" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "index_editions" (
    "id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "run_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "list_source" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_by" TEXT NOT NULL,
    "scanned_from" TIMESTAMPTZ(3),
    "scanned_to" TIMESTAMPTZ(3),
    "scorecard" TEXT NOT NULL,
    "engine" TEXT NOT NULL,
    "method" JSONB NOT NULL,
    "population" JSONB NOT NULL,
    "figures" JSONB NOT NULL,

    CONSTRAINT "index_editions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "index_entries" (
    "edition_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "host" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "registrable_domain" TEXT,
    "status" TEXT NOT NULL,
    "score" INTEGER,
    "grade" TEXT,
    "category" TEXT NOT NULL,
    "scanned_at" TIMESTAMPTZ(3),
    "previous_score" INTEGER,
    "checks" JSONB NOT NULL,
    "agents" JSONB NOT NULL,
    "error" TEXT,
    "rescan_scan_id" UUID,

    CONSTRAINT "index_entries_pkey" PRIMARY KEY ("edition_id","position")
);

-- CreateTable
CREATE TABLE "index_verdict_reports" (
    "id" UUID NOT NULL,
    "edition_id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "site_id" UUID,
    "host" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "check_id" TEXT,
    "profile" TEXT,
    "verdict" TEXT NOT NULL,
    "explanation" TEXT NOT NULL,
    "report" BYTEA,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "index_verdict_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "index_editions_number_key" ON "index_editions"("number");

-- CreateIndex
CREATE UNIQUE INDEX "index_editions_run_id_key" ON "index_editions"("run_id");

-- CreateIndex
CREATE INDEX "index_entries_edition_id_host_idx" ON "index_entries"("edition_id", "host");

-- CreateIndex
CREATE INDEX "index_entries_host_idx" ON "index_entries"("host");

-- CreateIndex
CREATE INDEX "index_verdict_reports_edition_id_created_at_idx" ON "index_verdict_reports"("edition_id", "created_at");

-- CreateIndex
CREATE INDEX "index_verdict_reports_resolved_at_created_at_idx" ON "index_verdict_reports"("resolved_at", "created_at");

-- AddForeignKey
ALTER TABLE "index_entries" ADD CONSTRAINT "index_entries_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "index_editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "index_verdict_reports" ADD CONSTRAINT "index_verdict_reports_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "index_editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
