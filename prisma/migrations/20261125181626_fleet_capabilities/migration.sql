-- AlterTable
ALTER TABLE "fleet_results" ADD COLUMN     "capabilities" JSONB;
