-- CreateTable
CREATE TABLE "instance_secrets" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "instance_secrets_pkey" PRIMARY KEY ("name")
);
