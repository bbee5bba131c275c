-- CreateTable
CREATE TABLE "a2a_tasks" (
    "id" TEXT NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "task" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "a2a_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "a2a_tasks_seq_key" ON "a2a_tasks"("seq");

-- CreateIndex
CREATE INDEX "a2a_tasks_expires_at_idx" ON "a2a_tasks"("expires_at");
