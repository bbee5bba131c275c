-- AlterTable
ALTER TABLE "sites" ADD COLUMN     "public_report" BOOLEAN NOT NULL DEFAULT false;
