-- CreateTable
CREATE TABLE "traffic_batches" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "site_id" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'receiving',
    "requested_format" TEXT,
    "format" TEXT,
    "content_sha256" TEXT,
    "idempotency_key" TEXT,
    "duplicate_of_id" UUID,
    "bytes" BIGINT NOT NULL DEFAULT 0,
    "inflated_limit" BIGINT NOT NULL,
    "lines" INTEGER NOT NULL DEFAULT 0,
    "accepted" INTEGER NOT NULL DEFAULT 0,
    "skipped_other_host" INTEGER NOT NULL DEFAULT 0,
    "skipped_malformed" INTEGER NOT NULL DEFAULT 0,
    "skipped_duplicate" INTEGER NOT NULL DEFAULT 0,
    "rejected" JSONB NOT NULL DEFAULT '[]',
    "first_at" TIMESTAMPTZ(3),
    "last_at" TIMESTAMPTZ(3),
    "error" TEXT,
    "job_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "traffic_batches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "traffic_batch_chunks" (
    "batch_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "traffic_batch_chunks_pkey" PRIMARY KEY ("batch_id","seq")
);

-- CreateTable
CREATE TABLE "traffic_days" (
    "site_id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "agent" TEXT NOT NULL,
    "verified" BOOLEAN NOT NULL,
    "status_class" TEXT NOT NULL,
    "path_class" TEXT NOT NULL,
    "challenged" BOOLEAN NOT NULL,
    "requests" INTEGER NOT NULL,
    "first_seen" TIMESTAMPTZ(3) NOT NULL,
    "last_seen" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "traffic_days_pkey" PRIMARY KEY ("site_id","day","agent","verified","status_class","path_class","challenged")
);

-- CreateTable
CREATE TABLE "traffic_ingest_tokens" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "site_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "display_prefix" TEXT NOT NULL,
    "hashed_token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "traffic_ingest_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "traffic_ip_ranges" (
    "name" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "installed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "traffic_ip_ranges_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "traffic_batches_site_id_created_at_idx" ON "traffic_batches"("site_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "traffic_batches_status_created_at_idx" ON "traffic_batches"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "traffic_batches_one_original_per_content" ON "traffic_batches"("site_id", "content_sha256") WHERE ((duplicate_of_id IS NULL) AND (status <> 'failed'::text));

-- CreateIndex
CREATE UNIQUE INDEX "traffic_batches_one_original_per_key" ON "traffic_batches"("site_id", "idempotency_key") WHERE ((duplicate_of_id IS NULL) AND (status <> 'failed'::text));

-- CreateIndex
CREATE INDEX "traffic_days_day_idx" ON "traffic_days"("day");

-- CreateIndex
CREATE UNIQUE INDEX "traffic_ingest_tokens_hashed_token_key" ON "traffic_ingest_tokens"("hashed_token");

-- CreateIndex
CREATE INDEX "traffic_ingest_tokens_site_id_idx" ON "traffic_ingest_tokens"("site_id");

-- AddForeignKey
ALTER TABLE "traffic_batches" ADD CONSTRAINT "traffic_batches_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "traffic_batch_chunks" ADD CONSTRAINT "traffic_batch_chunks_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "traffic_batches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "traffic_days" ADD CONSTRAINT "traffic_days_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "traffic_ingest_tokens" ADD CONSTRAINT "traffic_ingest_tokens_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;
