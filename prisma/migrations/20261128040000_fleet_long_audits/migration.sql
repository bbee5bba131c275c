-- CreateIndex
CREATE INDEX "fleet_results_long_audits" ON "fleet_results"("run_id", "host") WHERE (duration_ms >= 15000);
