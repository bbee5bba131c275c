-- AlterTable
ALTER TABLE "sites" ADD COLUMN     "next_scan_at" TIMESTAMPTZ(3),
ADD COLUMN     "schedule" TEXT;

-- CreateIndex
CREATE INDEX "sites_next_scan_at_idx" ON "sites"("next_scan_at");
