-- AlterTable
ALTER TABLE "fleet_results" ADD COLUMN     "robots_waited" BOOLEAN;
