-- AlterTable
ALTER TABLE "fleet_results" ADD COLUMN     "ahead_at" TIMESTAMPTZ(3),
ADD COLUMN     "robots_ahead" JSONB;

-- CreateIndex
CREATE INDEX "fleet_results_ahead" ON "fleet_results"("run_id", "position") WHERE ((ahead_at IS NULL) AND (status = 'pending'::fleet_target_status));
