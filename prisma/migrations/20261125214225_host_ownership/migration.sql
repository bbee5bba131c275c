-- Issue 52 point 3: a host is named in public only while an organization that opted it in has proven it controls it.
-- No ownership is proven when this lands, so every existing opt-in (sites.index_opt_in) and public report
-- (sites.public_report) stops being public at once: the switches are kept (held, not deleted) and count again as soon
-- as their organization proves the host (the site page says why they are held and how to prove it).

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "ownership_token" TEXT;

-- CreateTable
CREATE TABLE "host_ownerships" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "host" TEXT NOT NULL,
    "method" TEXT,
    "verified_at" TIMESTAMPTZ(3),
    "checked_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "next_check_at" TIMESTAMPTZ(3),
    "lost_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "host_ownerships_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "host_ownerships_host_idx" ON "host_ownerships"("host");

-- CreateIndex
CREATE INDEX "host_ownerships_next_check_at_idx" ON "host_ownerships"("next_check_at");

-- CreateIndex
CREATE UNIQUE INDEX "host_ownerships_organization_id_host_key" ON "host_ownerships"("organization_id", "host");

-- CreateIndex
CREATE UNIQUE INDEX "organizations_ownership_token_key" ON "organizations"("ownership_token");

-- AddForeignKey
ALTER TABLE "host_ownerships" ADD CONSTRAINT "host_ownerships_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
