-- AlterEnum
ALTER TYPE "fleet_check_result" ADD VALUE 'could-not-ask';
