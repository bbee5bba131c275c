-- Each agent profile's cause as the engine judged it, and the cap whose condition the start page meets. Rows written
-- before stay NULL: their causes were not recorded, and the figures count them as not measured (lib/fleets/columns.ts).
-- AlterTable
ALTER TABLE "fleet_results" ADD COLUMN     "agent_browser_cause" TEXT,
ADD COLUMN     "agent_chatgpt_cause" TEXT,
ADD COLUMN     "agent_claude_code_cause" TEXT,
ADD COLUMN     "agent_codex_cause" TEXT,
ADD COLUMN     "agent_cursor_cause" TEXT,
ADD COLUMN     "agent_gemini_cause" TEXT,
ADD COLUMN     "agent_mcp_fetch_cause" TEXT,
ADD COLUMN     "agent_perplexity_cause" TEXT,
ADD COLUMN     "cap_condition" TEXT;
