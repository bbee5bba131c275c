-- AlterTable
ALTER TABLE "fleet_results" ALTER COLUMN "category" DROP NOT NULL,
ALTER COLUMN "category" DROP DEFAULT;

-- A target that was not scanned has no category (it was written as other).
UPDATE "fleet_results" SET "category" = NULL WHERE "status" <> 'scanned';

-- AlterTable
ALTER TABLE "fleet_runs" ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "deploy_hooks" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "site_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "signing_secret" TEXT,
    "secret_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_called_at" TIMESTAMPTZ(3),
    "last_outcome" TEXT,
    "last_scan_id" UUID,

    CONSTRAINT "deploy_hooks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "deploy_hooks_site_id_key" ON "deploy_hooks"("site_id");

-- CreateIndex
CREATE INDEX "deploy_hooks_organization_id_idx" ON "deploy_hooks"("organization_id");

-- AddForeignKey
ALTER TABLE "deploy_hooks" ADD CONSTRAINT "deploy_hooks_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;
