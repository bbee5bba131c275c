-- AlterEnum
ALTER TYPE "fleet_agent_read" ADD VALUE 'pay';
