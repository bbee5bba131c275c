-- AlterTable
ALTER TABLE "agent_runs" ADD COLUMN     "duration_ms" INTEGER,
ADD COLUMN     "failure" JSONB,
ADD COLUMN     "found" BOOLEAN,
ADD COLUMN     "journey_id" UUID,
ADD COLUMN     "profile" TEXT,
ADD COLUMN     "tokens" INTEGER;

-- CreateIndex
CREATE INDEX "agent_runs_journey_id_created_at_idx" ON "agent_runs"("journey_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "agent_runs" ADD CONSTRAINT "agent_runs_journey_id_fkey" FOREIGN KEY ("journey_id") REFERENCES "journeys"("id") ON DELETE SET NULL ON UPDATE CASCADE;
