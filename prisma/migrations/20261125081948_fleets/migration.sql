-- CreateEnum
CREATE TYPE "fleet_run_status" AS ENUM ('queued', 'running', 'succeeded', 'cancelled', 'failed');

-- CreateEnum
CREATE TYPE "fleet_target_status" AS ENUM ('pending', 'auditing', 'scanned', 'blocked', 'unreachable', 'opted-out', 'cancelled', 'error');

-- CreateEnum
CREATE TYPE "fleet_check_result" AS ENUM ('pass', 'warn', 'fail', 'not-applicable', 'unknown');

-- CreateEnum
CREATE TYPE "fleet_agent_read" AS ENUM ('reads', 'partial', 'blocked', 'unknown');

-- CreateEnum
CREATE TYPE "fleet_category" AS ENUM ('docs', 'api', 'mcp', 'agent', 'commerce', 'other');

-- CreateTable
CREATE TABLE "fleets" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "target_count" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fleets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fleet_targets" (
    "id" UUID NOT NULL,
    "fleet_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "target" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "registrable_domain" TEXT,
    "start_url" TEXT NOT NULL,
    "bare" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "fleet_targets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fleet_runs" (
    "id" UUID NOT NULL,
    "fleet_id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "status" "fleet_run_status" NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL,
    "render_sample" DOUBLE PRECISION NOT NULL,
    "scorecard" TEXT NOT NULL,
    "engine" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "summary" JSONB,
    "error" TEXT,
    "purged_at" TIMESTAMPTZ(3),

    CONSTRAINT "fleet_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fleet_results" (
    "run_id" UUID NOT NULL,
    "target_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "target" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "registrable_domain" TEXT,
    "start_url" TEXT NOT NULL,
    "bare" BOOLEAN NOT NULL DEFAULT false,
    "status" "fleet_target_status" NOT NULL DEFAULT 'pending',
    "score" INTEGER,
    "grade" TEXT,
    "scanned_at" TIMESTAMPTZ(3),
    "duration_ms" INTEGER,
    "requests" INTEGER,
    "cap" TEXT,
    "category" "fleet_category" NOT NULL DEFAULT 'other',
    "error" TEXT,
    "render_sampled" BOOLEAN NOT NULL DEFAULT false,
    "rendered" BOOLEAN,
    "js_only" BOOLEAN,
    "check_robots_txt" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_sitemap" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_link_headers" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_llms_txt" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_llms_full_txt" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_api_catalog" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_ai_crawler_rules" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_content_signals" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_agent_access" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_web_bot_auth" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_markdown_negotiation" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_server_rendered_content" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_structured_data" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_page_metadata" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_semantic_structure" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_content_efficiency" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_http_semantics" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_openapi" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_mcp_server" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_a2a_agent_card" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_agent_skills" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_oauth_discovery" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_oauth_protected_resource" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_webmcp" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_product_data" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "check_commerce_protocols" "fleet_check_result" NOT NULL DEFAULT 'unknown',
    "agent_claude_code" "fleet_agent_read" NOT NULL DEFAULT 'unknown',
    "agent_cursor" "fleet_agent_read" NOT NULL DEFAULT 'unknown',
    "agent_codex" "fleet_agent_read" NOT NULL DEFAULT 'unknown',
    "agent_chatgpt" "fleet_agent_read" NOT NULL DEFAULT 'unknown',
    "agent_gemini" "fleet_agent_read" NOT NULL DEFAULT 'unknown',
    "agent_perplexity" "fleet_agent_read" NOT NULL DEFAULT 'unknown',
    "agent_mcp_fetch" "fleet_agent_read" NOT NULL DEFAULT 'unknown',
    "agent_browser" "fleet_agent_read" NOT NULL DEFAULT 'unknown',
    "job_id" UUID NOT NULL,
    "claim_token" UUID,
    "claimed_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "deferrals" INTEGER NOT NULL DEFAULT 0,
    "blocked_retries" INTEGER NOT NULL DEFAULT 0,
    "quota_taken" BOOLEAN NOT NULL DEFAULT false,
    "not_before" TIMESTAMPTZ(3),

    CONSTRAINT "fleet_results_pkey" PRIMARY KEY ("run_id","target_id")
);

-- CreateTable
CREATE TABLE "fleet_reports" (
    "run_id" UUID NOT NULL,
    "target_id" UUID NOT NULL,
    "body" BYTEA NOT NULL,

    CONSTRAINT "fleet_reports_pkey" PRIMARY KEY ("run_id","target_id")
);

-- CreateTable
CREATE TABLE "fleet_leases" (
    "key" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "fleet_leases_pkey" PRIMARY KEY ("key","slot")
);

-- CreateIndex
CREATE INDEX "fleets_organization_id_created_at_idx" ON "fleets"("organization_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "fleet_targets_fleet_id_position_idx" ON "fleet_targets"("fleet_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "fleet_targets_fleet_id_origin_key" ON "fleet_targets"("fleet_id", "origin");

-- CreateIndex
CREATE INDEX "fleet_runs_fleet_id_created_at_idx" ON "fleet_runs"("fleet_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "fleet_runs_organization_id_created_at_idx" ON "fleet_runs"("organization_id", "created_at");

-- CreateIndex
CREATE INDEX "fleet_runs_status_finished_at_idx" ON "fleet_runs"("status", "finished_at");

-- CreateIndex
CREATE UNIQUE INDEX "fleet_runs_one_active_per_fleet" ON "fleet_runs"("fleet_id") WHERE (status = ANY (ARRAY['queued'::fleet_run_status, 'running'::fleet_run_status]));

-- CreateIndex
CREATE INDEX "fleet_results_run_id_position_idx" ON "fleet_results"("run_id", "position");

-- CreateIndex
CREATE INDEX "fleet_results_run_id_status_idx" ON "fleet_results"("run_id", "status");

-- CreateIndex
CREATE INDEX "fleet_results_job_id_idx" ON "fleet_results"("job_id");

-- AddForeignKey
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fleet_targets" ADD CONSTRAINT "fleet_targets_fleet_id_fkey" FOREIGN KEY ("fleet_id") REFERENCES "fleets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fleet_runs" ADD CONSTRAINT "fleet_runs_fleet_id_fkey" FOREIGN KEY ("fleet_id") REFERENCES "fleets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fleet_results" ADD CONSTRAINT "fleet_results_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "fleet_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fleet_reports" ADD CONSTRAINT "fleet_reports_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "fleet_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
