-- CreateIndex
CREATE UNIQUE INDEX "verification_records_one_open_per_check" ON "verification_records"("site_id", "check_id") WHERE (status = ANY (ARRAY['pending'::verification_status, 'measuring'::verification_status]));
