-- AlterTable
ALTER TABLE "fleet_results" ADD COLUMN     "settled_at" TIMESTAMPTZ(3);
