-- AlterTable
ALTER TABLE "deploy_hooks" ADD COLUMN     "last_queued_at" TIMESTAMPTZ(3),
ADD COLUMN     "last_queued_outcome" TEXT,
ADD COLUMN     "last_refused_at" TIMESTAMPTZ(3),
ADD COLUMN     "last_refused_outcome" TEXT;

-- CreateTable
CREATE TABLE "deploy_hook_deliveries" (
    "id" UUID NOT NULL,
    "hook_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "answer" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deploy_hook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deploy_hook_deliveries_expires_at_idx" ON "deploy_hook_deliveries"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "deploy_hook_deliveries_hook_id_key_key" ON "deploy_hook_deliveries"("hook_id", "key");

-- AddForeignKey
ALTER TABLE "deploy_hook_deliveries" ADD CONSTRAINT "deploy_hook_deliveries_hook_id_fkey" FOREIGN KEY ("hook_id") REFERENCES "deploy_hooks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill (issue 60 point 5): before this, the record kept one last call, whose scan id was set only when it queued
-- one; that call is the last queueing call, and a last call that was refused is the last refused one.
UPDATE "deploy_hooks" SET "last_queued_at" = "last_called_at", "last_queued_outcome" = "last_outcome" WHERE "last_scan_id" IS NOT NULL;
UPDATE "deploy_hooks" SET "last_refused_at" = "last_called_at", "last_refused_outcome" = "last_outcome" WHERE "last_outcome" LIKE 'refused: %';
