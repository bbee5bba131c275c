-- CreateTable
CREATE TABLE "journeys" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "site_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "answer" JSONB NOT NULL,
    "start" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "journeys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "journeys_organization_id_idx" ON "journeys"("organization_id");

-- CreateIndex
CREATE UNIQUE INDEX "journeys_site_id_name_key" ON "journeys"("site_id", "name");

-- AddForeignKey
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;
