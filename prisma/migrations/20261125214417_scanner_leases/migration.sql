-- CreateTable
CREATE TABLE "scanner_leases" (
    "key" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scanner_leases_pkey" PRIMARY KEY ("key","slot")
);

-- CreateIndex
CREATE INDEX "scanner_leases_holder_idx" ON "scanner_leases"("holder");
