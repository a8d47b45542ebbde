-- Trigram indexes below need pg_trgm (PGlite loads it as an extension module, PostgreSQL ships it in contrib)
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "OrganizationType" AS ENUM ('DEPARTMENT', 'AGENCY', 'OFFICE');

-- CreateEnum
CREATE TYPE "AddressKind" AS ENUM ('physical', 'mailing');

-- CreateEnum
CREATE TYPE "OwnerKind" AS ENUM ('highest', 'immediate');

-- CreateEnum
CREATE TYPE "AwardFamily" AS ENUM ('contract', 'idv', 'ota', 'otidv');

-- CreateEnum
CREATE TYPE "PlanTier" AS ENUM ('free', 'small', 'medium', 'large', 'enterprise');

-- CreateTable
CREATE TABLE "department" (
    "cgac" VARCHAR(3) NOT NULL,
    "code" VARCHAR(4) NOT NULL,
    "name" TEXT NOT NULL,
    "abbreviation" TEXT,
    "description" TEXT,
    "website" TEXT,
    "congressional_justification" TEXT,

    CONSTRAINT "department_pkey" PRIMARY KEY ("cgac")
);

-- CreateTable
CREATE TABLE "agency" (
    "code" VARCHAR(4) NOT NULL,
    "name" TEXT NOT NULL,
    "abbreviation" TEXT,
    "department_cgac" VARCHAR(3) NOT NULL,

    CONSTRAINT "agency_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "organization" (
    "organization_id" UUID NOT NULL,
    "fh_key" INTEGER NOT NULL,
    "type" "OrganizationType" NOT NULL,
    "level" SMALLINT NOT NULL,
    "name" TEXT NOT NULL,
    "short_name" TEXT,
    "code" TEXT NOT NULL,
    "cgac" VARCHAR(3),
    "department_code" VARCHAR(3) NOT NULL,
    "department_name" TEXT NOT NULL,
    "agency_code" VARCHAR(4),
    "agency_name" TEXT,
    "office_code" VARCHAR(6),
    "office_name" TEXT,
    "parent_id" UUID,
    "full_parent_path_name" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "start_date" DATE,
    "end_date" DATE,
    "search_vector" tsvector,

    CONSTRAINT "organization_pkey" PRIMARY KEY ("organization_id")
);

-- CreateTable
CREATE TABLE "naics" (
    "code" VARCHAR(6) NOT NULL,
    "description" TEXT NOT NULL,
    "sector" VARCHAR(2),
    "size_employee_limit" INTEGER,
    "size_revenue_limit" DECIMAL(20,2),
    "search_vector" tsvector,

    CONSTRAINT "naics_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "psc" (
    "code" VARCHAR(4) NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "is_service" BOOLEAN NOT NULL,
    "level_1_category_code" TEXT,
    "level_1_category" TEXT,
    "level_2_category_code" TEXT,
    "level_2_category" TEXT,
    "search_vector" tsvector,

    CONSTRAINT "psc_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "entity" (
    "uei" VARCHAR(12) NOT NULL,
    "uuid" UUID NOT NULL,
    "legal_business_name" TEXT NOT NULL,
    "dba_name" TEXT,
    "display_name" TEXT NOT NULL,
    "cage_code" VARCHAR(5),
    "dodaac" VARCHAR(6),
    "entity_url" TEXT,
    "description" TEXT,
    "email_address" TEXT,
    "capabilities" TEXT,
    "keywords" TEXT[],
    "congressional_district" TEXT,
    "registered" BOOLEAN NOT NULL,
    "registration_status" TEXT NOT NULL,
    "uei_status" TEXT,
    "primary_naics" VARCHAR(6),
    "psc_codes" TEXT[],
    "purpose_of_registration_code" TEXT,
    "purpose_of_registration_desc" TEXT,
    "entity_structure_code" TEXT,
    "entity_structure_desc" TEXT,
    "entity_type_code" TEXT,
    "entity_type_desc" TEXT,
    "profit_structure_code" TEXT,
    "profit_structure_desc" TEXT,
    "organization_structure_code" TEXT,
    "organization_structure_desc" TEXT,
    "state_of_incorporation_code" TEXT,
    "state_of_incorporation_desc" TEXT,
    "country_of_incorporation_code" TEXT,
    "country_of_incorporation_desc" TEXT,
    "relationships" JSONB,
    "sam_registration_date" DATE,
    "sam_activation_date" DATE,
    "sam_expiration_date" DATE,
    "uei_creation_date" DATE,
    "entity_start_date" DATE,
    "fiscal_year_end_close_date" TEXT,
    "last_update_date" DATE,
    "submission_date" DATE,
    "total_awards_obligated" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "active_awards_obligated" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "entity_pkey" PRIMARY KEY ("uei")
);

-- CreateTable
CREATE TABLE "entity_address" (
    "id" SERIAL NOT NULL,
    "uei" VARCHAR(12) NOT NULL,
    "kind" "AddressKind" NOT NULL,
    "address_line1" TEXT,
    "address_line2" TEXT,
    "city" TEXT,
    "state_or_province_code" TEXT,
    "zip_code" TEXT,
    "zip_code_plus4" TEXT,
    "county" TEXT,
    "county_code" TEXT,
    "fips_code" TEXT,
    "country_code" VARCHAR(3),
    "country_name" TEXT,

    CONSTRAINT "entity_address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entity_business_type" (
    "id" SERIAL NOT NULL,
    "uei" VARCHAR(12) NOT NULL,
    "sba" BOOLEAN NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "entry_date" DATE,
    "exit_date" DATE,

    CONSTRAINT "entity_business_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entity_naics" (
    "id" SERIAL NOT NULL,
    "uei" VARCHAR(12) NOT NULL,
    "code" VARCHAR(6) NOT NULL,
    "sba_small_business" TEXT,
    "is_primary" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "entity_naics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entity_owner" (
    "id" SERIAL NOT NULL,
    "uei" VARCHAR(12) NOT NULL,
    "kind" "OwnerKind" NOT NULL,
    "owner_uei" VARCHAR(12),
    "cage_code" VARCHAR(5),
    "legal_business_name" TEXT NOT NULL,

    CONSTRAINT "entity_owner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "award" (
    "key" TEXT NOT NULL,
    "family" "AwardFamily" NOT NULL,
    "piid" TEXT NOT NULL,
    "parent_award_key" TEXT,
    "parent_piid" TEXT,
    "award_date" DATE NOT NULL,
    "fiscal_year" SMALLINT NOT NULL,
    "obligated" DECIMAL(20,2) NOT NULL,
    "base_and_exercised_options_value" DECIMAL(20,2),
    "total_contract_value" DECIMAL(20,2),
    "total_estimated_order_value" DECIMAL(20,2),
    "description" TEXT,
    "solicitation_identifier" TEXT,
    "solicitation_identifier_norm" TEXT,
    "solicitation_date" DATE,
    "naics_code" VARCHAR(6),
    "psc_code" VARCHAR(4),
    "set_aside_code" TEXT,
    "set_aside_description" TEXT,
    "award_type_code" VARCHAR(1),
    "award_type_description" TEXT,
    "pop_start_date" DATE,
    "pop_current_end_date" DATE,
    "pop_ultimate_completion_date" DATE,
    "last_date_to_order" DATE,
    "awarding_office_id" UUID NOT NULL,
    "funding_office_id" UUID,
    "awarding_agency_code" VARCHAR(4) NOT NULL,
    "awarding_department_code" VARCHAR(3) NOT NULL,
    "funding_agency_code" VARCHAR(4),
    "funding_department_code" VARCHAR(3),
    "recipient_uei" VARCHAR(12) NOT NULL,
    "recipient_legal_business_name" TEXT NOT NULL,
    "recipient_parent_uei" VARCHAR(12),
    "pop_country_code" VARCHAR(3),
    "pop_country_name" TEXT,
    "pop_state_code" VARCHAR(2),
    "pop_state_name" TEXT,
    "pop_city_name" TEXT,
    "pop_zip_code" TEXT,
    "contract_type_code" TEXT,
    "contract_type_description" TEXT,
    "extent_competed_code" TEXT,
    "extent_competed_description" TEXT,
    "solicitation_procedures_code" TEXT,
    "solicitation_procedures_description" TEXT,
    "other_than_full_and_open_code" TEXT,
    "other_than_full_and_open_description" TEXT,
    "number_of_offers_received" INTEGER,
    "number_of_actions" INTEGER NOT NULL DEFAULT 1,
    "idv_type_code" VARCHAR(1),
    "idv_type_description" TEXT,
    "type_of_idc_code" VARCHAR(1),
    "type_of_idc_description" TEXT,
    "multiple_or_single_award_code" VARCHAR(1),
    "multiple_or_single_award_description" TEXT,
    "who_can_use" TEXT,
    "program_acronym" TEXT,
    "vehicle_uuid" UUID,
    "type_of_ot_agreement_code" TEXT,
    "type_of_ot_agreement_description" TEXT,
    "consortia" TEXT,
    "consortia_uei" VARCHAR(12),
    "dod_acquisition_program" TEXT,
    "non_governmental_dollars" DECIMAL(20,2),
    "non_traditional_government_contractor_participation" TEXT,
    "fpds_codes" JSONB,
    "legislative_mandates" JSONB,
    "officers" JSONB,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "award_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "award_transaction" (
    "id" SERIAL NOT NULL,
    "award_key" TEXT NOT NULL,
    "modification_number" TEXT NOT NULL,
    "transaction_date" DATE NOT NULL,
    "obligated" DECIMAL(20,2) NOT NULL,
    "description" TEXT,
    "action_type_code" TEXT,
    "action_type" TEXT,

    CONSTRAINT "award_transaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle" (
    "uuid" UUID NOT NULL,
    "solicitation_identifier" TEXT NOT NULL,
    "solicitation_identifier_norm" TEXT NOT NULL,
    "is_synthetic_solicitation" BOOLEAN NOT NULL DEFAULT false,
    "program_acronym" TEXT,
    "solicitation_title" TEXT,
    "solicitation_description" TEXT,
    "solicitation_date" DATE,
    "description" TEXT,
    "vehicle_type" TEXT NOT NULL,
    "type_of_idc" TEXT,
    "contract_type" TEXT,
    "set_aside" TEXT,
    "who_can_use" TEXT,
    "naics_code" INTEGER,
    "psc_code" VARCHAR(4),
    "organization_id" UUID NOT NULL,
    "agency_id" VARCHAR(4) NOT NULL,
    "opportunity_id" UUID,
    "fiscal_year" SMALLINT NOT NULL,
    "award_date" DATE NOT NULL,
    "last_date_to_order" DATE,
    "latest_award_date" DATE,
    "idv_count" INTEGER NOT NULL,
    "awardee_count" INTEGER NOT NULL,
    "order_count" INTEGER NOT NULL,
    "total_obligated" DECIMAL(20,2) NOT NULL,
    "vehicle_obligations" DECIMAL(20,2) NOT NULL,
    "vehicle_contracts_value" DECIMAL(20,2) NOT NULL,
    "competition_details" JSONB,
    "metrics" JSONB,
    "agency_details" JSONB,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "vehicle_pkey" PRIMARY KEY ("uuid")
);

-- CreateTable
CREATE TABLE "subaward" (
    "key" TEXT NOT NULL,
    "award_key" TEXT NOT NULL,
    "piid" TEXT NOT NULL,
    "prime_award_amount" DECIMAL(20,2),
    "prime_award_total_outlayed_amount" DECIMAL(20,2),
    "prime_award_base_action_date" DATE,
    "prime_award_base_action_date_fiscal_year" SMALLINT,
    "prime_award_latest_action_date" DATE,
    "prime_award_latest_action_date_fiscal_year" SMALLINT,
    "prime_award_base_transaction_description" TEXT,
    "prime_award_project_title" TEXT,
    "prime_award_naics_code" VARCHAR(6),
    "prime_award_naics_description" TEXT,
    "prime_awardee_uei" VARCHAR(12) NOT NULL,
    "prime_awardee_name" TEXT NOT NULL,
    "prime_awardee_parent_uei" VARCHAR(12),
    "prime_awardee_parent_name" TEXT,
    "subawardee_uei" VARCHAR(12) NOT NULL,
    "subawardee_duns" VARCHAR(9),
    "subawardee_name" TEXT NOT NULL,
    "subawardee_dba_name" TEXT,
    "subawardee_parent_uei" VARCHAR(12),
    "subawardee_parent_duns" VARCHAR(9),
    "subawardee_parent_name" TEXT,
    "subawardee_business_types" TEXT[],
    "subaward_description" TEXT,
    "subaward_type" TEXT NOT NULL,
    "subaward_number" TEXT NOT NULL,
    "subaward_amount" DECIMAL(20,2) NOT NULL,
    "subaward_action_date" DATE NOT NULL,
    "subaward_fiscal_year" SMALLINT NOT NULL,
    "fsrs_id" TEXT NOT NULL,
    "fsrs_year" SMALLINT NOT NULL,
    "fsrs_month" SMALLINT NOT NULL,
    "fsrs_last_modified_date" TIMESTAMPTZ(3) NOT NULL,
    "pop_city" TEXT,
    "pop_state" VARCHAR(2),
    "pop_zip" TEXT,
    "pop_country_code" VARCHAR(3),
    "highly_compensated_officers" JSONB,
    "awarding_office_id" UUID,
    "funding_office_id" UUID,
    "awarding_agency_code" VARCHAR(4),
    "funding_agency_code" VARCHAR(4),
    "usaspending_permalink" TEXT,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subaward_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "schedule_catalog_contract" (
    "uuid" UUID NOT NULL,
    "contract_number" TEXT NOT NULL,
    "schedule" TEXT NOT NULL,
    "sins" TEXT[],
    "file_urls" TEXT[],
    "uei" VARCHAR(12) NOT NULL,
    "idv_key" TEXT,
    "cooperative_purchasing" BOOLEAN NOT NULL DEFAULT false,
    "disaster_recovery_purchasing" BOOLEAN NOT NULL DEFAULT false,
    "last_updated" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "schedule_catalog_contract_pkey" PRIMARY KEY ("uuid")
);

-- CreateTable
CREATE TABLE "labor_rate" (
    "uuid" UUID NOT NULL,
    "idv_key" TEXT NOT NULL,
    "idv_piid" TEXT NOT NULL,
    "vendor_uei" VARCHAR(12) NOT NULL,
    "vendor_name" TEXT NOT NULL,
    "labor_category" TEXT NOT NULL,
    "current_price" DECIMAL(12,2) NOT NULL,
    "education_level" TEXT,
    "min_years_experience" INTEGER,
    "experience_range" TEXT,
    "security_clearance" TEXT,
    "worksite" TEXT,
    "business_size_code" VARCHAR(1),
    "business_size_description" TEXT,
    "sin" TEXT,
    "category" TEXT,
    "subcategory" TEXT,
    "schedule" TEXT,
    "contract_start" DATE,
    "contract_end" DATE,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "labor_rate_pkey" PRIMARY KEY ("uuid")
);

-- CreateTable
CREATE TABLE "opportunity" (
    "opportunity_id" UUID NOT NULL,
    "solicitation_number" TEXT,
    "solicitation_number_norm" TEXT,
    "title" TEXT NOT NULL,
    "notice_type" TEXT NOT NULL,
    "description" TEXT,
    "organization_id" UUID NOT NULL,
    "naics_code" VARCHAR(6),
    "psc_code" VARCHAR(4),
    "set_aside_code" TEXT,
    "set_aside_description" TEXT,
    "first_notice_date" TIMESTAMPTZ(3) NOT NULL,
    "last_notice_date" TIMESTAMPTZ(3) NOT NULL,
    "response_deadline" TIMESTAMPTZ(3),
    "archive_date" DATE,
    "active" BOOLEAN NOT NULL,
    "award_number" TEXT,
    "place_of_performance" JSONB,
    "primary_contact" JSONB,
    "secondary_contact" JSONB,
    "attachments" JSONB,
    "sam_url" TEXT,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "opportunity_pkey" PRIMARY KEY ("opportunity_id")
);

-- CreateTable
CREATE TABLE "forecast" (
    "id" INTEGER NOT NULL,
    "source_system" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "agency" TEXT NOT NULL,
    "organization_id" UUID,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "anticipated_award_date" DATE,
    "fiscal_year" SMALLINT,
    "naics_code" VARCHAR(6),
    "set_aside" TEXT,
    "status" TEXT,
    "is_active" BOOLEAN NOT NULL,
    "estimated_period" TEXT,
    "place_of_performance" TEXT,
    "primary_contact" JSONB,
    "contract_vehicle" TEXT,
    "raw_data" JSONB,
    "created" TIMESTAMPTZ(3) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "forecast_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "federal_register_document" (
    "document_number" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "abstract" TEXT,
    "agency_names" TEXT[],
    "organization_id" UUID,
    "publication_date" DATE NOT NULL,
    "comments_close_on" DATE,
    "effective_on" DATE,
    "docket_ids" TEXT[],
    "regulation_id_numbers" TEXT[],
    "html_url" TEXT NOT NULL,
    "pdf_url" TEXT,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "federal_register_document_pkey" PRIMARY KEY ("document_number")
);

-- CreateTable
CREATE TABLE "protest_case" (
    "case_id" UUID NOT NULL,
    "source_system" TEXT NOT NULL,
    "case_number" TEXT NOT NULL,
    "title" TEXT,
    "protester" TEXT,
    "agency" TEXT,
    "solicitation_number" TEXT,
    "case_type" TEXT,
    "outcome" TEXT,
    "filed_date" DATE,
    "posted_date" DATE,
    "decision_date" DATE,
    "due_date" DATE,
    "sort_date" DATE,
    "docket_url" TEXT,
    "decision_url" TEXT,
    "digest" TEXT,
    "challenged_party" TEXT,
    "naics_code" VARCHAR(6),
    "size_standard" TEXT,
    "outcome_reason" TEXT,
    "judge" TEXT,
    "organization_id" UUID,
    "resolved_protester_uei" VARCHAR(12),
    "resolved_protester_name" TEXT,
    "resolved_protester_confidence" TEXT,
    "resolved_protester_rationale" TEXT,
    "resolved_agency_key" TEXT,
    "resolved_agency_name" TEXT,
    "resolved_agency_confidence" TEXT,
    "resolved_agency_rationale" TEXT,
    "raw_data" JSONB,
    "field_provenance" JSONB,
    "external_id" TEXT,
    "data_quality" TEXT,
    "source_last_updated" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "protest_case_pkey" PRIMARY KEY ("case_id")
);

-- CreateTable
CREATE TABLE "protest_docket" (
    "id" SERIAL NOT NULL,
    "case_id" UUID NOT NULL,
    "source_system" TEXT NOT NULL,
    "case_number" TEXT NOT NULL,
    "docket_number" TEXT NOT NULL,
    "title" TEXT,
    "protester" TEXT,
    "agency" TEXT,
    "solicitation_number" TEXT,
    "solicitation_number_norm" TEXT,
    "case_type" TEXT,
    "outcome" TEXT,
    "filed_date" DATE,
    "posted_date" DATE,
    "decision_date" DATE,
    "due_date" DATE,
    "docket_url" TEXT,
    "decision_url" TEXT,
    "digest" TEXT,
    "challenged_party" TEXT,
    "naics_code" VARCHAR(6),
    "size_standard" TEXT,
    "outcome_reason" TEXT,
    "judge" TEXT,
    "search_vector" tsvector,

    CONSTRAINT "protest_docket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_appeal" (
    "uuid" UUID NOT NULL,
    "board" TEXT NOT NULL,
    "docket_numbers" TEXT[],
    "docket_numbers_norm" TEXT[],
    "decision_date" DATE,
    "appellant" TEXT,
    "judge" TEXT,
    "url" TEXT NOT NULL,
    "decision_type" TEXT,
    "docket_raw" TEXT,
    "docket_source" TEXT,
    "decision_date_repaired" BOOLEAN NOT NULL DEFAULT false,
    "decision_type_raw" TEXT,
    "listing_year" SMALLINT,
    "first_listed_at" TIMESTAMPTZ(3) NOT NULL,
    "listed" BOOLEAN NOT NULL DEFAULT true,
    "text_status" TEXT,
    "text_char_count" INTEGER,
    "decision_date_raw" TEXT,
    "document_id" TEXT,
    "listing_url" TEXT,
    "decision_text" TEXT,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "contract_appeal_pkey" PRIMARY KEY ("uuid")
);

-- CreateTable
CREATE TABLE "exclusion" (
    "exclusion_key" CHAR(64) NOT NULL,
    "classification_type" TEXT NOT NULL,
    "exclusion_type" TEXT NOT NULL,
    "exclusion_program" TEXT NOT NULL,
    "excluding_agency_code" TEXT NOT NULL,
    "excluding_agency_name" TEXT NOT NULL,
    "entity_name" TEXT,
    "display_name" TEXT NOT NULL,
    "prefix" TEXT,
    "first_name" TEXT,
    "middle_name" TEXT,
    "last_name" TEXT,
    "suffix" TEXT,
    "uei" VARCHAR(12),
    "cage_code" VARCHAR(5),
    "npi" VARCHAR(10),
    "entity_uei" VARCHAR(12),
    "activate_date" DATE,
    "termination_date" DATE,
    "termination_type" TEXT,
    "create_date" DATE NOT NULL,
    "update_date" DATE NOT NULL,
    "delisted_at" TIMESTAMPTZ(3),
    "primary_address" JSONB,
    "secondary_address" JSONB,
    "more_locations" JSONB,
    "additional_comments" TEXT,
    "ct_code" TEXT,
    "evs_investigation_status" TEXT,
    "is_fascsa_order" BOOLEAN NOT NULL DEFAULT false,
    "dnb_open_data" JSONB,
    "vessel_call_sign" TEXT,
    "vessel_type" TEXT,
    "vessel_tonnage" TEXT,
    "vessel_grt" TEXT,
    "vessel_flag" TEXT,
    "vessel_owner" TEXT,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "exclusion_pkey" PRIMARY KEY ("exclusion_key")
);

-- CreateTable
CREATE TABLE "exclusion_reference" (
    "id" SERIAL NOT NULL,
    "exclusion_key" CHAR(64) NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,

    CONSTRAINT "exclusion_reference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sled_opportunity" (
    "opportunity_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "agency" TEXT NOT NULL,
    "state" VARCHAR(2) NOT NULL,
    "jurisdiction" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "status_reason" TEXT NOT NULL,
    "status_computed_at" TIMESTAMPTZ(3) NOT NULL,
    "source_status" TEXT,
    "delisted_at" TIMESTAMPTZ(3),
    "solicitation_number" TEXT,
    "solicitation_type" TEXT,
    "posted_date" DATE,
    "response_deadline" TIMESTAMPTZ(3),
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "last_change_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "description" TEXT,
    "revision_kind" TEXT,
    "has_documents" BOOLEAN NOT NULL DEFAULT false,
    "platform" TEXT NOT NULL,
    "native_id" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "sled_opportunity_pkey" PRIMARY KEY ("opportunity_id")
);

-- CreateTable
CREATE TABLE "sled_contact" (
    "opportunity_id" UUID NOT NULL,
    "name" TEXT,
    "title" TEXT,
    "email" TEXT,
    "phone" TEXT,

    CONSTRAINT "sled_contact_pkey" PRIMARY KEY ("opportunity_id")
);

-- CreateTable
CREATE TABLE "sled_raw" (
    "opportunity_id" UUID NOT NULL,
    "raw_status" TEXT,
    "data" JSONB NOT NULL,
    "captured_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sled_raw_pkey" PRIMARY KEY ("opportunity_id")
);

-- CreateTable
CREATE TABLE "sled_attachment" (
    "id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "mime_type" TEXT,
    "size_bytes" INTEGER,
    "char_count" INTEGER,
    "pages" INTEGER,
    "extraction_status" TEXT NOT NULL,
    "extracted_text" TEXT,
    "posted_at" TIMESTAMPTZ(3),
    "search_vector" tsvector,

    CONSTRAINT "sled_attachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sled_revision" (
    "id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "kind" TEXT NOT NULL,
    "changes" JSONB NOT NULL,

    CONSTRAINT "sled_revision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sled_category_code" (
    "id" SERIAL NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "scheme" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "label" TEXT,

    CONSTRAINT "sled_category_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sled_forecast" (
    "forecast_id" UUID NOT NULL,
    "state" VARCHAR(2) NOT NULL,
    "jurisdiction" TEXT NOT NULL,
    "agency" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "fiscal_year" SMALLINT,
    "estimated_release_date" DATE,
    "estimated_award_date" DATE,
    "estimated_value" DECIMAL(20,2),
    "category_codes" JSONB,
    "contact" JSONB,
    "source_url" TEXT,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "sled_forecast_pkey" PRIMARY KEY ("forecast_id")
);

-- CreateTable
CREATE TABLE "budget_account_year" (
    "id" SERIAL NOT NULL,
    "federal_account_symbol" TEXT NOT NULL,
    "fiscal_year" SMALLINT NOT NULL,
    "account_title" TEXT NOT NULL,
    "agency_code" VARCHAR(3) NOT NULL,
    "agency_name" TEXT NOT NULL,
    "bureau_name" TEXT,
    "data_through_period" SMALLINT,
    "account_category" TEXT NOT NULL,
    "bea_category" TEXT,
    "on_off_budget" VARCHAR(3),
    "subfunction_code" VARCHAR(3),
    "requested_ba" DECIMAL(20,2),
    "enacted_ba" DECIMAL(20,2),
    "apportioned" DECIMAL(20,2),
    "obligated_total" DECIMAL(20,2),
    "outlayed_total" DECIMAL(20,2),
    "unobligated_balance" DECIMAL(20,2),
    "contract_obligated" DECIMAL(20,2),
    "contract_outlayed" DECIMAL(20,2),
    "assistance_obligated" DECIMAL(20,2),
    "assistance_outlayed" DECIMAL(20,2),
    "next_year_requested_ba" DECIMAL(20,2),
    "requested_contractual_services" DECIMAL(20,2),
    "n_contracts" INTEGER,
    "n_unique_contract_recipients" INTEGER,
    "contract_share_of_obligated" DOUBLE PRECISION,
    "contract_share_of_obligated_capped" DOUBLE PRECISION,
    "contract_share_capped_flag" BOOLEAN,
    "obligated_to_apportioned_pct" DOUBLE PRECISION,
    "obligated_to_apportioned_pct_capped" DOUBLE PRECISION,
    "obligated_to_apportioned_pct_capped_flag" BOOLEAN,
    "apportioned_to_enacted_pct" DOUBLE PRECISION,
    "apportioned_to_enacted_pct_capped" DOUBLE PRECISION,
    "apportioned_to_enacted_pct_capped_flag" BOOLEAN,
    "obligated_to_enacted_pct" DOUBLE PRECISION,
    "obligated_to_enacted_pct_capped" DOUBLE PRECISION,
    "obligated_to_enacted_pct_capped_flag" BOOLEAN,
    "outlayed_to_obligated_pct" DOUBLE PRECISION,
    "outlayed_to_obligated_pct_capped" DOUBLE PRECISION,
    "outlayed_to_obligated_pct_capped_flag" BOOLEAN,
    "unobligated_pct" DOUBLE PRECISION,
    "actual_vs_requested_contract" DOUBLE PRECISION,
    "actual_vs_requested_contract_capped" DOUBLE PRECISION,
    "actual_vs_requested_contract_capped_flag" BOOLEAN,
    "enacted_ba_yoy_pct" DOUBLE PRECISION,
    "obligated_yoy_pct" DOUBLE PRECISION,
    "enacted_ba_5yr_cagr" DOUBLE PRECISION,
    "ba_growth_next_year_pct" DOUBLE PRECISION,
    "contract_obligated_5yr_cagr" DOUBLE PRECISION,
    "source_anomalies" JSONB NOT NULL DEFAULT '[]',
    "created" TIMESTAMPTZ(3) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "budget_account_year_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "budget_appendix" (
    "account_year_id" INTEGER NOT NULL,
    "appendix_granule_id" TEXT NOT NULL,
    "appendix_pdf_url" TEXT NOT NULL,
    "has_object_classification" BOOLEAN NOT NULL,
    "has_program_financing" BOOLEAN NOT NULL,
    "n_program_activities" INTEGER NOT NULL,
    "narrative_length" INTEGER NOT NULL,
    "request" JSONB NOT NULL,

    CONSTRAINT "budget_appendix_pkey" PRIMARY KEY ("account_year_id")
);

-- CreateTable
CREATE TABLE "budget_narrative" (
    "narrative_id" UUID NOT NULL,
    "account_year_id" INTEGER NOT NULL,
    "budget_year" SMALLINT NOT NULL,
    "granule_id" TEXT NOT NULL,
    "granule_title" TEXT NOT NULL,
    "account_heading" TEXT NOT NULL,
    "narrative_text" TEXT NOT NULL,
    "appropriations_text" TEXT,
    "date_issued" DATE NOT NULL,
    "source_url" TEXT NOT NULL,

    CONSTRAINT "budget_narrative_pkey" PRIMARY KEY ("narrative_id")
);

-- CreateTable
CREATE TABLE "budget_recipient" (
    "id" SERIAL NOT NULL,
    "account_year_id" INTEGER NOT NULL,
    "funding_organization_id" UUID NOT NULL,
    "recipient_uei" VARCHAR(12) NOT NULL,
    "contract_obligated" DECIMAL(20,2) NOT NULL,
    "contract_outlayed" DECIMAL(20,2) NOT NULL,
    "n_contracts" INTEGER NOT NULL,

    CONSTRAINT "budget_recipient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "budget_recipient_contract" (
    "recipient_row_id" INTEGER NOT NULL,
    "award_key" TEXT NOT NULL,
    "obligated" DECIMAL(20,2) NOT NULL,

    CONSTRAINT "budget_recipient_contract_pkey" PRIMARY KEY ("recipient_row_id","award_key")
);

-- CreateTable
CREATE TABLE "budget_quarter" (
    "id" SERIAL NOT NULL,
    "account_year_id" INTEGER NOT NULL,
    "tas" TEXT NOT NULL,
    "quarter" SMALLINT NOT NULL,
    "period" TEXT NOT NULL,
    "obligated_quarterly" DECIMAL(20,2),
    "outlayed_quarterly" DECIMAL(20,2),
    "obligated_cumulative" DECIMAL(20,2),
    "outlayed_cumulative" DECIMAL(20,2),
    "quarterly_source" TEXT NOT NULL,

    CONSTRAINT "budget_quarter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "storefront_request" (
    "rfq_id" TEXT NOT NULL,
    "request_type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "schedule" TEXT NOT NULL,
    "sin" TEXT,
    "status" TEXT NOT NULL,
    "buyer_name" TEXT,
    "buyer_agency" TEXT,
    "buyer_agency_code" TEXT,
    "reference_number" TEXT,
    "reference_number_norm" TEXT,
    "issue_date" DATE NOT NULL,
    "close_date" TIMESTAMPTZ(3),
    "attachment_count" INTEGER NOT NULL,
    "link_count" INTEGER NOT NULL,
    "last_seen" TIMESTAMPTZ(3) NOT NULL,
    "description" TEXT,
    "organization_id" UUID,
    "contract_number" TEXT NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "storefront_request_pkey" PRIMARY KEY ("rfq_id")
);

-- CreateTable
CREATE TABLE "storefront_attachment" (
    "id" SERIAL NOT NULL,
    "rfq_id" TEXT NOT NULL,
    "doc_seq_num" INTEGER NOT NULL,
    "doc_name" TEXT NOT NULL,
    "doc_type" TEXT,
    "doc_path" TEXT NOT NULL,
    "is_link" BOOLEAN NOT NULL,
    "doc_session_date" TIMESTAMPTZ(3),
    "captured" BOOLEAN NOT NULL DEFAULT false,
    "removed" BOOLEAN NOT NULL DEFAULT false,
    "extracted_text" TEXT,
    "search_vector" tsvector,

    CONSTRAINT "storefront_attachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dibbs_rfq" (
    "uuid" UUID NOT NULL,
    "solicitation" TEXT NOT NULL,
    "solicitation_formatted" TEXT NOT NULL,
    "purchase_request" TEXT NOT NULL,
    "nsn" TEXT NOT NULL,
    "part_number" TEXT,
    "nomenclature" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_of_issue" VARCHAR(2) NOT NULL,
    "set_aside" VARCHAR(1) NOT NULL,
    "status_code" VARCHAR(11) NOT NULL,
    "return_by_date" DATE,
    "issue_date" DATE NOT NULL,
    "document_url" TEXT NOT NULL,
    "organization_id" UUID NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "dibbs_rfq_pkey" PRIMARY KEY ("uuid")
);

-- CreateTable
CREATE TABLE "dibbs_rfp" (
    "uuid" UUID NOT NULL,
    "solicitation" TEXT NOT NULL,
    "nsn" TEXT,
    "part_number" TEXT,
    "nomenclature" TEXT NOT NULL,
    "buyer_code" TEXT NOT NULL,
    "issued_date" DATE NOT NULL,
    "closes_date" DATE,
    "document_url" TEXT NOT NULL,
    "tech_docs_url" TEXT,
    "organization_id" UUID NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "dibbs_rfp_pkey" PRIMARY KEY ("uuid")
);

-- CreateTable
CREATE TABLE "dibbs_award" (
    "uuid" UUID NOT NULL,
    "award_number" TEXT NOT NULL,
    "delivery_order_number" TEXT,
    "delivery_order_counter" TEXT,
    "nsn" TEXT NOT NULL,
    "part_number" TEXT,
    "purchase_request" TEXT NOT NULL,
    "nomenclature" TEXT NOT NULL,
    "awardee_cage" VARCHAR(5) NOT NULL,
    "awardee_uei" VARCHAR(12),
    "total_contract_price" DECIMAL(20,2),
    "total_contract_price_text" TEXT NOT NULL,
    "award_date" DATE NOT NULL,
    "posted_date" DATE NOT NULL,
    "last_mod_posting_date" DATE,
    "solicitation" TEXT,
    "organization_id" UUID NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "dibbs_award_pkey" PRIMARY KEY ("uuid")
);

-- CreateTable
CREATE TABLE "it_investment" (
    "uii" TEXT NOT NULL,
    "agency_code" INTEGER NOT NULL,
    "bureau_code" INTEGER NOT NULL,
    "agency_name" TEXT NOT NULL,
    "bureau_name" TEXT NOT NULL,
    "investment_title" TEXT NOT NULL,
    "investment_description" TEXT,
    "type_of_investment" TEXT NOT NULL,
    "part_of_it_portfolio" TEXT NOT NULL,
    "updated_time" TIMESTAMPTZ(3) NOT NULL,
    "url" TEXT NOT NULL,
    "organization_id" UUID,
    "business_case_html" TEXT,
    "cio_rating" SMALLINT,
    "performance_risk" BOOLEAN NOT NULL DEFAULT false,
    "funding" JSONB,
    "details" JSONB,
    "cost_pools_towers" JSONB,
    "funding_sources" JSONB,
    "performance_actual" JSONB,
    "operational_analysis" JSONB,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector,

    CONSTRAINT "it_investment_pkey" PRIMARY KEY ("uii")
);

-- CreateTable
CREATE TABLE "it_cio_evaluation" (
    "id" SERIAL NOT NULL,
    "uii" TEXT NOT NULL,
    "rating" SMALLINT NOT NULL,
    "comment" TEXT,
    "date" DATE NOT NULL,
    "latest" BOOLEAN NOT NULL,

    CONSTRAINT "it_cio_evaluation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "it_contract" (
    "id" SERIAL NOT NULL,
    "uii" TEXT NOT NULL,
    "piid" TEXT NOT NULL,
    "award_key" TEXT,
    "vendor_name" TEXT NOT NULL,
    "vendor_uei" VARCHAR(12),
    "obligated" DECIMAL(20,2) NOT NULL,
    "start_date" DATE,
    "end_date" DATE,

    CONSTRAINT "it_contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "it_project" (
    "id" SERIAL NOT NULL,
    "uii" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "objective" TEXT,
    "start_date" DATE,
    "completion_date" DATE,
    "lifecycle_cost" DECIMAL(20,2),
    "schedule_variance_pct" DOUBLE PRECISION,
    "cost_variance_pct" DOUBLE PRECISION,

    CONSTRAINT "it_project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "it_performance_metric" (
    "id" SERIAL NOT NULL,
    "uii" TEXT NOT NULL,
    "metric_id" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "unit" TEXT NOT NULL,
    "target" DOUBLE PRECISION NOT NULL,
    "actual" DOUBLE PRECISION,
    "direction" TEXT NOT NULL,
    "met" BOOLEAN,
    "reporting_frequency" TEXT NOT NULL,
    "measurement_area" TEXT NOT NULL,

    CONSTRAINT "it_performance_metric_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "grant_opportunity" (
    "grant_id" INTEGER NOT NULL,
    "opportunity_number" TEXT NOT NULL,
    "agency_code" TEXT NOT NULL,
    "agency_name" TEXT NOT NULL,
    "organization_id" UUID,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "status" TEXT NOT NULL,
    "category_code" TEXT,
    "category_description" TEXT,
    "cfda_numbers" TEXT[],
    "cfda" JSONB NOT NULL,
    "applicant_types" TEXT[],
    "funding_categories" TEXT[],
    "funding_instruments" TEXT[],
    "applicant_eligibility_description" TEXT,
    "funding_activity_category_description" TEXT,
    "grantor_contact_name" TEXT,
    "grantor_contact_email" TEXT,
    "grantor_contact_phone" TEXT,
    "additional_info_link" TEXT,
    "additional_info_description" TEXT,
    "award_ceiling" DECIMAL(20,2),
    "award_floor" DECIMAL(20,2),
    "estimated_total_funding" DECIMAL(20,2),
    "expected_number_of_awards" INTEGER,
    "posted_date" DATE,
    "response_date" DATE,
    "response_date_description" TEXT,
    "estimated_synopsis_post_date" DATE,
    "estimated_application_response_date" DATE,
    "estimated_project_start_date" DATE,
    "archive_date" DATE,
    "last_updated" TIMESTAMPTZ(3) NOT NULL,
    "synopsis" JSONB,
    "forecast" JSONB,
    "opportunity_history" JSONB,
    "attachments" JSONB,
    "search_vector" tsvector,

    CONSTRAINT "grant_opportunity_pkey" PRIMARY KEY ("grant_id")
);

-- CreateTable
CREATE TABLE "customer_organization" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customer_organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "tier" "PlanTier" NOT NULL,
    "customer_organization_id" UUID,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "alert_limit_override" INTEGER,
    "created" TIMESTAMPTZ(3) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_key" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "key_hash" CHAR(64) NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "expires_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_client" (
    "id" UUID NOT NULL,
    "client_id" TEXT NOT NULL,
    "client_secret_hash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "redirect_uris" TEXT[],
    "grants" TEXT[],
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oauth_client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_authorization_code" (
    "code_hash" CHAR(64) NOT NULL,
    "client_id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "code_challenge" TEXT,
    "code_challenge_method" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oauth_authorization_code_pkey" PRIMARY KEY ("code_hash")
);

-- CreateTable
CREATE TABLE "oauth_token" (
    "id" UUID NOT NULL,
    "access_token_hash" CHAR(64) NOT NULL,
    "refresh_token_hash" CHAR(64),
    "client_id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "scope" TEXT NOT NULL,
    "access_token_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "refresh_token_expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oauth_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "storefront_contract_link" (
    "id" UUID NOT NULL,
    "contract_number" TEXT NOT NULL,
    "account_id" UUID,
    "customer_organization_id" UUID,
    "created" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "storefront_contract_link_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_endpoint" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret_ciphertext" TEXT NOT NULL,
    "is_enabled" BOOLEAN NOT NULL DEFAULT true,
    "consecutive_failures" INTEGER NOT NULL DEFAULT 0,
    "circuit_open_until" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_endpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alert" (
    "alert_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "query_type" TEXT NOT NULL,
    "filters" JSONB NOT NULL,
    "filters_hash" CHAR(64) NOT NULL,
    "frequency" TEXT NOT NULL,
    "cron_expression" TEXT,
    "status" TEXT NOT NULL,
    "last_checked_at" TIMESTAMPTZ(3),
    "change_cursor" BIGINT NOT NULL DEFAULT 0,
    "next_run_at" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alert_pkey" PRIMARY KEY ("alert_id")
);

-- CreateTable
CREATE TABLE "delivery" (
    "delivery_id" UUID NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "is_test" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "response_time_ms" INTEGER,
    "created" TIMESTAMPTZ(3) NOT NULL,
    "delivered_at" TIMESTAMPTZ(3),

    CONSTRAINT "delivery_pkey" PRIMARY KEY ("delivery_id")
);

-- CreateTable
CREATE TABLE "change_log" (
    "id" BIGSERIAL NOT NULL,
    "resource_type" TEXT NOT NULL,
    "record_id" TEXT NOT NULL,
    "change" TEXT NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "change_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job" (
    "id" BIGSERIAL NOT NULL,
    "queue" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "run_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "max_attempts" INTEGER NOT NULL DEFAULT 8,
    "locked_at" TIMESTAMPTZ(3),
    "locked_by" TEXT,
    "last_error" TEXT,
    "created" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dataset_info" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dataset_info_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "department_code_key" ON "department"("code");

-- CreateIndex
CREATE INDEX "agency_department_cgac_idx" ON "agency"("department_cgac");

-- CreateIndex
CREATE INDEX "agency_name_trgm" ON "agency" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "organization_fh_key_key" ON "organization"("fh_key");

-- CreateIndex
CREATE INDEX "organization_parent_id_idx" ON "organization"("parent_id");

-- CreateIndex
CREATE INDEX "organization_agency_code_idx" ON "organization"("agency_code");

-- CreateIndex
CREATE INDEX "organization_department_code_idx" ON "organization"("department_code");

-- CreateIndex
CREATE INDEX "organization_search_vector_idx" ON "organization" USING GIN ("search_vector");

-- CreateIndex
CREATE UNIQUE INDEX "organization_type_code_key" ON "organization"("type", "code");

-- CreateIndex
CREATE INDEX "naics_search_vector_idx" ON "naics" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "psc_search_vector_idx" ON "psc" USING GIN ("search_vector");

-- CreateIndex
CREATE UNIQUE INDEX "entity_uuid_key" ON "entity"("uuid");

-- CreateIndex
CREATE INDEX "entity_cage_code_idx" ON "entity"("cage_code");

-- CreateIndex
CREATE INDEX "entity_legal_name_trgm" ON "entity" USING GIN ("legal_business_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "entity_primary_naics_idx" ON "entity"("primary_naics");

-- CreateIndex
CREATE INDEX "entity_psc_codes_idx" ON "entity" USING GIN ("psc_codes");

-- CreateIndex
CREATE INDEX "entity_purpose_of_registration_code_idx" ON "entity"("purpose_of_registration_code");

-- CreateIndex
CREATE INDEX "entity_total_awards_obligated_idx" ON "entity"("total_awards_obligated");

-- CreateIndex
CREATE INDEX "entity_search_vector_idx" ON "entity" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "entity_address_kind_state_or_province_code_idx" ON "entity_address"("kind", "state_or_province_code");

-- CreateIndex
CREATE INDEX "entity_address_kind_zip_code_idx" ON "entity_address"("kind", "zip_code");

-- CreateIndex
CREATE UNIQUE INDEX "entity_address_uei_kind_key" ON "entity_address"("uei", "kind");

-- CreateIndex
CREATE INDEX "entity_business_type_code_uei_idx" ON "entity_business_type"("code", "uei");

-- CreateIndex
CREATE UNIQUE INDEX "entity_business_type_uei_sba_code_key" ON "entity_business_type"("uei", "sba", "code");

-- CreateIndex
CREATE INDEX "entity_naics_code_uei_idx" ON "entity_naics"("code", "uei");

-- CreateIndex
CREATE UNIQUE INDEX "entity_naics_uei_code_key" ON "entity_naics"("uei", "code");

-- CreateIndex
CREATE INDEX "entity_owner_owner_uei_idx" ON "entity_owner"("owner_uei");

-- CreateIndex
CREATE UNIQUE INDEX "entity_owner_uei_kind_key" ON "entity_owner"("uei", "kind");

-- CreateIndex
CREATE INDEX "award_family_award_date_key_idx" ON "award"("family", "award_date", "key");

-- CreateIndex
CREATE INDEX "award_family_obligated_key_idx" ON "award"("family", "obligated", "key");

-- CreateIndex
CREATE INDEX "award_family_total_contract_value_key_idx" ON "award"("family", "total_contract_value", "key");

-- CreateIndex
CREATE INDEX "award_family_fiscal_year_idx" ON "award"("family", "fiscal_year");

-- CreateIndex
CREATE INDEX "award_piid_idx" ON "award"("piid");

-- CreateIndex
CREATE INDEX "award_parent_award_key_idx" ON "award"("parent_award_key");

-- CreateIndex
CREATE INDEX "award_recipient_uei_family_award_date_idx" ON "award"("recipient_uei", "family", "award_date");

-- CreateIndex
CREATE INDEX "award_solicitation_identifier_norm_idx" ON "award"("solicitation_identifier_norm");

-- CreateIndex
CREATE INDEX "award_awarding_agency_code_idx" ON "award"("awarding_agency_code");

-- CreateIndex
CREATE INDEX "award_awarding_department_code_idx" ON "award"("awarding_department_code");

-- CreateIndex
CREATE INDEX "award_funding_agency_code_idx" ON "award"("funding_agency_code");

-- CreateIndex
CREATE INDEX "award_funding_department_code_idx" ON "award"("funding_department_code");

-- CreateIndex
CREATE INDEX "award_naics_code_idx" ON "award"("naics_code");

-- CreateIndex
CREATE INDEX "award_psc_code_idx" ON "award"("psc_code");

-- CreateIndex
CREATE INDEX "award_set_aside_code_idx" ON "award"("set_aside_code");

-- CreateIndex
CREATE INDEX "award_pop_start_date_idx" ON "award"("pop_start_date");

-- CreateIndex
CREATE INDEX "award_pop_current_end_date_idx" ON "award"("pop_current_end_date");

-- CreateIndex
CREATE INDEX "award_pop_ultimate_completion_date_idx" ON "award"("pop_ultimate_completion_date");

-- CreateIndex
CREATE INDEX "award_last_date_to_order_idx" ON "award"("last_date_to_order");

-- CreateIndex
CREATE INDEX "award_vehicle_uuid_idx" ON "award"("vehicle_uuid");

-- CreateIndex
CREATE INDEX "award_recipient_name_trgm" ON "award" USING GIN ("recipient_legal_business_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "award_search_vector_idx" ON "award" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "award_transaction_award_key_transaction_date_idx" ON "award_transaction"("award_key", "transaction_date");

-- CreateIndex
CREATE UNIQUE INDEX "award_transaction_award_key_modification_number_key" ON "award_transaction"("award_key", "modification_number");

-- CreateIndex
CREATE INDEX "vehicle_solicitation_identifier_agency_id_uuid_idx" ON "vehicle"("solicitation_identifier", "agency_id", "uuid");

-- CreateIndex
CREATE INDEX "vehicle_vehicle_type_idx" ON "vehicle"("vehicle_type");

-- CreateIndex
CREATE INDEX "vehicle_organization_id_idx" ON "vehicle"("organization_id");

-- CreateIndex
CREATE INDEX "vehicle_fiscal_year_idx" ON "vehicle"("fiscal_year");

-- CreateIndex
CREATE INDEX "vehicle_award_date_idx" ON "vehicle"("award_date");

-- CreateIndex
CREATE INDEX "vehicle_last_date_to_order_idx" ON "vehicle"("last_date_to_order");

-- CreateIndex
CREATE INDEX "vehicle_latest_award_date_idx" ON "vehicle"("latest_award_date");

-- CreateIndex
CREATE INDEX "vehicle_total_obligated_idx" ON "vehicle"("total_obligated");

-- CreateIndex
CREATE INDEX "vehicle_vehicle_obligations_idx" ON "vehicle"("vehicle_obligations");

-- CreateIndex
CREATE INDEX "vehicle_idv_count_idx" ON "vehicle"("idv_count");

-- CreateIndex
CREATE INDEX "vehicle_order_count_idx" ON "vehicle"("order_count");

-- CreateIndex
CREATE INDEX "vehicle_search_vector_idx" ON "vehicle" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "subaward_award_key_idx" ON "subaward"("award_key");

-- CreateIndex
CREATE INDEX "subaward_prime_awardee_uei_idx" ON "subaward"("prime_awardee_uei");

-- CreateIndex
CREATE INDEX "subaward_subawardee_uei_idx" ON "subaward"("subawardee_uei");

-- CreateIndex
CREATE INDEX "subaward_awarding_agency_code_idx" ON "subaward"("awarding_agency_code");

-- CreateIndex
CREATE INDEX "subaward_funding_agency_code_idx" ON "subaward"("funding_agency_code");

-- CreateIndex
CREATE INDEX "subaward_subaward_fiscal_year_idx" ON "subaward"("subaward_fiscal_year");

-- CreateIndex
CREATE INDEX "subaward_fsrs_last_modified_date_key_idx" ON "subaward"("fsrs_last_modified_date", "key");

-- CreateIndex
CREATE INDEX "subaward_sub_name_trgm" ON "subaward" USING GIN ("subawardee_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "subaward_prime_name_trgm" ON "subaward" USING GIN ("prime_awardee_name" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "schedule_catalog_contract_contract_number_key" ON "schedule_catalog_contract"("contract_number");

-- CreateIndex
CREATE INDEX "schedule_catalog_contract_schedule_contract_number_idx" ON "schedule_catalog_contract"("schedule", "contract_number");

-- CreateIndex
CREATE INDEX "schedule_catalog_contract_uei_idx" ON "schedule_catalog_contract"("uei");

-- CreateIndex
CREATE INDEX "schedule_catalog_contract_idv_key_idx" ON "schedule_catalog_contract"("idv_key");

-- CreateIndex
CREATE INDEX "schedule_catalog_contract_last_updated_idx" ON "schedule_catalog_contract"("last_updated");

-- CreateIndex
CREATE INDEX "labor_rate_idv_key_uuid_idx" ON "labor_rate"("idv_key", "uuid");

-- CreateIndex
CREATE INDEX "labor_rate_vendor_uei_uuid_idx" ON "labor_rate"("vendor_uei", "uuid");

-- CreateIndex
CREATE INDEX "labor_rate_current_price_idx" ON "labor_rate"("current_price");

-- CreateIndex
CREATE INDEX "labor_rate_category_trgm" ON "labor_rate" USING GIN ("labor_category" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "labor_rate_vendor_trgm" ON "labor_rate" USING GIN ("vendor_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "labor_rate_search_vector_idx" ON "labor_rate" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "opportunity_organization_id_idx" ON "opportunity"("organization_id");

-- CreateIndex
CREATE INDEX "opportunity_solicitation_number_norm_idx" ON "opportunity"("solicitation_number_norm");

-- CreateIndex
CREATE INDEX "opportunity_first_notice_date_opportunity_id_idx" ON "opportunity"("first_notice_date", "opportunity_id");

-- CreateIndex
CREATE INDEX "opportunity_last_notice_date_opportunity_id_idx" ON "opportunity"("last_notice_date", "opportunity_id");

-- CreateIndex
CREATE INDEX "opportunity_response_deadline_opportunity_id_idx" ON "opportunity"("response_deadline", "opportunity_id");

-- CreateIndex
CREATE INDEX "opportunity_naics_code_idx" ON "opportunity"("naics_code");

-- CreateIndex
CREATE INDEX "opportunity_psc_code_idx" ON "opportunity"("psc_code");

-- CreateIndex
CREATE INDEX "opportunity_search_vector_idx" ON "opportunity" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "forecast_anticipated_award_date_id_idx" ON "forecast"("anticipated_award_date", "id");

-- CreateIndex
CREATE INDEX "forecast_fiscal_year_idx" ON "forecast"("fiscal_year");

-- CreateIndex
CREATE INDEX "forecast_naics_code_idx" ON "forecast"("naics_code");

-- CreateIndex
CREATE INDEX "forecast_agency_trgm" ON "forecast" USING GIN ("agency" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "forecast_search_vector_idx" ON "forecast" USING GIN ("search_vector");

-- CreateIndex
CREATE UNIQUE INDEX "forecast_source_system_external_id_key" ON "forecast"("source_system", "external_id");

-- CreateIndex
CREATE INDEX "federal_register_document_publication_date_document_number_idx" ON "federal_register_document"("publication_date", "document_number");

-- CreateIndex
CREATE INDEX "federal_register_document_organization_id_idx" ON "federal_register_document"("organization_id");

-- CreateIndex
CREATE INDEX "federal_register_document_type_idx" ON "federal_register_document"("type");

-- CreateIndex
CREATE INDEX "federal_register_document_search_vector_idx" ON "federal_register_document" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "protest_case_sort_date_case_id_idx" ON "protest_case"("sort_date" DESC, "case_id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "protest_case_source_system_case_number_key" ON "protest_case"("source_system", "case_number");

-- CreateIndex
CREATE INDEX "protest_docket_case_id_idx" ON "protest_docket"("case_id");

-- CreateIndex
CREATE INDEX "protest_docket_source_system_idx" ON "protest_docket"("source_system");

-- CreateIndex
CREATE INDEX "protest_docket_case_number_idx" ON "protest_docket"("case_number");

-- CreateIndex
CREATE INDEX "protest_docket_outcome_idx" ON "protest_docket"("outcome");

-- CreateIndex
CREATE INDEX "protest_docket_solicitation_number_norm_idx" ON "protest_docket"("solicitation_number_norm");

-- CreateIndex
CREATE INDEX "protest_docket_filed_date_idx" ON "protest_docket"("filed_date");

-- CreateIndex
CREATE INDEX "protest_docket_decision_date_idx" ON "protest_docket"("decision_date");

-- CreateIndex
CREATE INDEX "protest_docket_agency_trgm" ON "protest_docket" USING GIN ("agency" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "protest_docket_protester_trgm" ON "protest_docket" USING GIN ("protester" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "protest_docket_search_vector_idx" ON "protest_docket" USING GIN ("search_vector");

-- CreateIndex
CREATE UNIQUE INDEX "protest_docket_docket_number_key" ON "protest_docket"("docket_number");

-- CreateIndex
CREATE INDEX "contract_appeal_decision_date_uuid_idx" ON "contract_appeal"("decision_date" DESC, "uuid");

-- CreateIndex
CREATE INDEX "contract_appeal_appellant_uuid_idx" ON "contract_appeal"("appellant", "uuid");

-- CreateIndex
CREATE INDEX "contract_appeal_first_listed_at_uuid_idx" ON "contract_appeal"("first_listed_at", "uuid");

-- CreateIndex
CREATE INDEX "contract_appeal_board_idx" ON "contract_appeal"("board");

-- CreateIndex
CREATE INDEX "contract_appeal_listed_idx" ON "contract_appeal"("listed");

-- CreateIndex
CREATE INDEX "contract_appeal_document_id_idx" ON "contract_appeal"("document_id");

-- CreateIndex
CREATE INDEX "contract_appeal_docket_numbers_norm_idx" ON "contract_appeal" USING GIN ("docket_numbers_norm");

-- CreateIndex
CREATE INDEX "contract_appeal_appellant_trgm" ON "contract_appeal" USING GIN ("appellant" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contract_appeal_search_vector_idx" ON "contract_appeal" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "exclusion_classification_type_idx" ON "exclusion"("classification_type");

-- CreateIndex
CREATE INDEX "exclusion_exclusion_type_idx" ON "exclusion"("exclusion_type");

-- CreateIndex
CREATE INDEX "exclusion_exclusion_program_idx" ON "exclusion"("exclusion_program");

-- CreateIndex
CREATE INDEX "exclusion_excluding_agency_code_idx" ON "exclusion"("excluding_agency_code");

-- CreateIndex
CREATE INDEX "exclusion_uei_idx" ON "exclusion"("uei");

-- CreateIndex
CREATE INDEX "exclusion_cage_code_idx" ON "exclusion"("cage_code");

-- CreateIndex
CREATE INDEX "exclusion_npi_idx" ON "exclusion"("npi");

-- CreateIndex
CREATE INDEX "exclusion_entity_uei_idx" ON "exclusion"("entity_uei");

-- CreateIndex
CREATE INDEX "exclusion_activate_date_exclusion_key_idx" ON "exclusion"("activate_date", "exclusion_key");

-- CreateIndex
CREATE INDEX "exclusion_termination_date_exclusion_key_idx" ON "exclusion"("termination_date", "exclusion_key");

-- CreateIndex
CREATE INDEX "exclusion_create_date_exclusion_key_idx" ON "exclusion"("create_date", "exclusion_key");

-- CreateIndex
CREATE INDEX "exclusion_update_date_exclusion_key_idx" ON "exclusion"("update_date", "exclusion_key");

-- CreateIndex
CREATE INDEX "exclusion_modified_exclusion_key_idx" ON "exclusion"("modified", "exclusion_key");

-- CreateIndex
CREATE INDEX "exclusion_delisted_at_idx" ON "exclusion"("delisted_at");

-- CreateIndex
CREATE INDEX "exclusion_search_vector_idx" ON "exclusion" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "exclusion_reference_exclusion_key_idx" ON "exclusion_reference"("exclusion_key");

-- CreateIndex
CREATE UNIQUE INDEX "sled_opportunity_external_id_key" ON "sled_opportunity"("external_id");

-- CreateIndex
CREATE INDEX "sled_opportunity_status_state_idx" ON "sled_opportunity"("status", "state");

-- CreateIndex
CREATE INDEX "sled_opportunity_jurisdiction_idx" ON "sled_opportunity"("jurisdiction");

-- CreateIndex
CREATE INDEX "sled_opportunity_solicitation_number_idx" ON "sled_opportunity"("solicitation_number");

-- CreateIndex
CREATE INDEX "sled_opportunity_solicitation_type_idx" ON "sled_opportunity"("solicitation_type");

-- CreateIndex
CREATE INDEX "sled_opportunity_revision_kind_idx" ON "sled_opportunity"("revision_kind");

-- CreateIndex
CREATE INDEX "sled_opportunity_posted_date_opportunity_id_idx" ON "sled_opportunity"("posted_date", "opportunity_id");

-- CreateIndex
CREATE INDEX "sled_opportunity_response_deadline_opportunity_id_idx" ON "sled_opportunity"("response_deadline", "opportunity_id");

-- CreateIndex
CREATE INDEX "sled_opportunity_first_seen_at_opportunity_id_idx" ON "sled_opportunity"("first_seen_at", "opportunity_id");

-- CreateIndex
CREATE INDEX "sled_opportunity_last_seen_at_opportunity_id_idx" ON "sled_opportunity"("last_seen_at", "opportunity_id");

-- CreateIndex
CREATE INDEX "sled_opportunity_last_change_seen_at_opportunity_id_idx" ON "sled_opportunity"("last_change_seen_at", "opportunity_id");

-- CreateIndex
CREATE INDEX "sled_opportunity_modified_opportunity_id_idx" ON "sled_opportunity"("modified", "opportunity_id");

-- CreateIndex
CREATE INDEX "sled_opportunity_agency_trgm" ON "sled_opportunity" USING GIN ("agency" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "sled_opportunity_search_vector_idx" ON "sled_opportunity" USING GIN ("search_vector");

-- CreateIndex
CREATE UNIQUE INDEX "sled_opportunity_platform_native_id_key" ON "sled_opportunity"("platform", "native_id");

-- CreateIndex
CREATE INDEX "sled_attachment_opportunity_id_idx" ON "sled_attachment"("opportunity_id");

-- CreateIndex
CREATE INDEX "sled_attachment_search_vector_idx" ON "sled_attachment" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "sled_revision_opportunity_id_observed_at_idx" ON "sled_revision"("opportunity_id", "observed_at");

-- CreateIndex
CREATE INDEX "sled_category_code_opportunity_id_idx" ON "sled_category_code"("opportunity_id");

-- CreateIndex
CREATE INDEX "sled_category_code_scheme_code_idx" ON "sled_category_code"("scheme", "code");

-- CreateIndex
CREATE INDEX "sled_category_code_code_idx" ON "sled_category_code"("code");

-- CreateIndex
CREATE INDEX "sled_forecast_state_idx" ON "sled_forecast"("state");

-- CreateIndex
CREATE INDEX "sled_forecast_estimated_release_date_forecast_id_idx" ON "sled_forecast"("estimated_release_date", "forecast_id");

-- CreateIndex
CREATE INDEX "sled_forecast_modified_forecast_id_idx" ON "sled_forecast"("modified", "forecast_id");

-- CreateIndex
CREATE INDEX "sled_forecast_search_vector_idx" ON "sled_forecast" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "budget_account_year_fiscal_year_enacted_ba_id_idx" ON "budget_account_year"("fiscal_year" DESC, "enacted_ba" DESC, "id");

-- CreateIndex
CREATE INDEX "budget_account_year_agency_code_idx" ON "budget_account_year"("agency_code");

-- CreateIndex
CREATE INDEX "budget_account_year_account_category_idx" ON "budget_account_year"("account_category");

-- CreateIndex
CREATE INDEX "budget_account_year_modified_idx" ON "budget_account_year"("modified");

-- CreateIndex
CREATE INDEX "budget_account_year_search_vector_idx" ON "budget_account_year" USING GIN ("search_vector");

-- CreateIndex
CREATE UNIQUE INDEX "budget_account_year_federal_account_symbol_fiscal_year_key" ON "budget_account_year"("federal_account_symbol", "fiscal_year");

-- CreateIndex
CREATE INDEX "budget_narrative_account_year_id_idx" ON "budget_narrative"("account_year_id");

-- CreateIndex
CREATE INDEX "budget_recipient_account_year_id_contract_obligated_idx" ON "budget_recipient"("account_year_id", "contract_obligated" DESC);

-- CreateIndex
CREATE INDEX "budget_recipient_recipient_uei_contract_obligated_idx" ON "budget_recipient"("recipient_uei", "contract_obligated" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "budget_recipient_account_year_id_funding_organization_id_re_key" ON "budget_recipient"("account_year_id", "funding_organization_id", "recipient_uei");

-- CreateIndex
CREATE INDEX "budget_recipient_contract_award_key_idx" ON "budget_recipient_contract"("award_key");

-- CreateIndex
CREATE UNIQUE INDEX "budget_quarter_account_year_id_tas_quarter_period_key" ON "budget_quarter"("account_year_id", "tas", "quarter", "period");

-- CreateIndex
CREATE INDEX "storefront_request_contract_number_issue_date_rfq_id_idx" ON "storefront_request"("contract_number", "issue_date" DESC, "rfq_id");

-- CreateIndex
CREATE INDEX "storefront_request_issue_date_rfq_id_idx" ON "storefront_request"("issue_date", "rfq_id");

-- CreateIndex
CREATE INDEX "storefront_request_close_date_rfq_id_idx" ON "storefront_request"("close_date", "rfq_id");

-- CreateIndex
CREATE INDEX "storefront_request_last_seen_rfq_id_idx" ON "storefront_request"("last_seen", "rfq_id");

-- CreateIndex
CREATE INDEX "storefront_request_modified_rfq_id_idx" ON "storefront_request"("modified", "rfq_id");

-- CreateIndex
CREATE INDEX "storefront_request_reference_number_norm_idx" ON "storefront_request"("reference_number_norm");

-- CreateIndex
CREATE INDEX "storefront_request_search_vector_idx" ON "storefront_request" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "storefront_attachment_search_vector_idx" ON "storefront_attachment" USING GIN ("search_vector");

-- CreateIndex
CREATE UNIQUE INDEX "storefront_attachment_rfq_id_doc_seq_num_key" ON "storefront_attachment"("rfq_id", "doc_seq_num");

-- CreateIndex
CREATE INDEX "dibbs_rfq_solicitation_idx" ON "dibbs_rfq"("solicitation");

-- CreateIndex
CREATE INDEX "dibbs_rfq_nsn_idx" ON "dibbs_rfq"("nsn");

-- CreateIndex
CREATE INDEX "dibbs_rfq_part_number_idx" ON "dibbs_rfq"("part_number");

-- CreateIndex
CREATE INDEX "dibbs_rfq_purchase_request_idx" ON "dibbs_rfq"("purchase_request");

-- CreateIndex
CREATE INDEX "dibbs_rfq_return_by_date_uuid_idx" ON "dibbs_rfq"("return_by_date", "uuid");

-- CreateIndex
CREATE INDEX "dibbs_rfq_issue_date_uuid_idx" ON "dibbs_rfq"("issue_date", "uuid");

-- CreateIndex
CREATE INDEX "dibbs_rfq_quantity_uuid_idx" ON "dibbs_rfq"("quantity", "uuid");

-- CreateIndex
CREATE INDEX "dibbs_rfq_modified_uuid_idx" ON "dibbs_rfq"("modified" DESC, "uuid");

-- CreateIndex
CREATE INDEX "dibbs_rfq_search_vector_idx" ON "dibbs_rfq" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "dibbs_rfp_solicitation_idx" ON "dibbs_rfp"("solicitation");

-- CreateIndex
CREATE INDEX "dibbs_rfp_nsn_idx" ON "dibbs_rfp"("nsn");

-- CreateIndex
CREATE INDEX "dibbs_rfp_buyer_code_idx" ON "dibbs_rfp"("buyer_code");

-- CreateIndex
CREATE INDEX "dibbs_rfp_issued_date_uuid_idx" ON "dibbs_rfp"("issued_date", "uuid");

-- CreateIndex
CREATE INDEX "dibbs_rfp_closes_date_uuid_idx" ON "dibbs_rfp"("closes_date", "uuid");

-- CreateIndex
CREATE INDEX "dibbs_rfp_modified_uuid_idx" ON "dibbs_rfp"("modified" DESC, "uuid");

-- CreateIndex
CREATE INDEX "dibbs_rfp_search_vector_idx" ON "dibbs_rfp" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "dibbs_award_award_number_delivery_order_number_idx" ON "dibbs_award"("award_number", "delivery_order_number");

-- CreateIndex
CREATE INDEX "dibbs_award_nsn_idx" ON "dibbs_award"("nsn");

-- CreateIndex
CREATE INDEX "dibbs_award_part_number_idx" ON "dibbs_award"("part_number");

-- CreateIndex
CREATE INDEX "dibbs_award_solicitation_idx" ON "dibbs_award"("solicitation");

-- CreateIndex
CREATE INDEX "dibbs_award_purchase_request_idx" ON "dibbs_award"("purchase_request");

-- CreateIndex
CREATE INDEX "dibbs_award_awardee_cage_idx" ON "dibbs_award"("awardee_cage");

-- CreateIndex
CREATE INDEX "dibbs_award_awardee_uei_idx" ON "dibbs_award"("awardee_uei");

-- CreateIndex
CREATE INDEX "dibbs_award_award_date_uuid_idx" ON "dibbs_award"("award_date", "uuid");

-- CreateIndex
CREATE INDEX "dibbs_award_posted_date_uuid_idx" ON "dibbs_award"("posted_date", "uuid");

-- CreateIndex
CREATE INDEX "dibbs_award_total_contract_price_uuid_idx" ON "dibbs_award"("total_contract_price", "uuid");

-- CreateIndex
CREATE INDEX "dibbs_award_modified_uuid_idx" ON "dibbs_award"("modified" DESC, "uuid");

-- CreateIndex
CREATE INDEX "dibbs_award_search_vector_idx" ON "dibbs_award" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "it_investment_agency_code_idx" ON "it_investment"("agency_code");

-- CreateIndex
CREATE INDEX "it_investment_type_of_investment_idx" ON "it_investment"("type_of_investment");

-- CreateIndex
CREATE INDEX "it_investment_updated_time_idx" ON "it_investment"("updated_time");

-- CreateIndex
CREATE INDEX "it_investment_cio_rating_idx" ON "it_investment"("cio_rating");

-- CreateIndex
CREATE INDEX "it_investment_agency_trgm" ON "it_investment" USING GIN ("agency_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "it_investment_search_vector_idx" ON "it_investment" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "it_cio_evaluation_uii_idx" ON "it_cio_evaluation"("uii");

-- CreateIndex
CREATE INDEX "it_contract_uii_idx" ON "it_contract"("uii");

-- CreateIndex
CREATE INDEX "it_project_uii_idx" ON "it_project"("uii");

-- CreateIndex
CREATE INDEX "it_performance_metric_uii_idx" ON "it_performance_metric"("uii");

-- CreateIndex
CREATE UNIQUE INDEX "grant_opportunity_opportunity_number_key" ON "grant_opportunity"("opportunity_number");

-- CreateIndex
CREATE INDEX "grant_opportunity_agency_code_idx" ON "grant_opportunity"("agency_code");

-- CreateIndex
CREATE INDEX "grant_opportunity_status_idx" ON "grant_opportunity"("status");

-- CreateIndex
CREATE INDEX "grant_opportunity_posted_date_grant_id_idx" ON "grant_opportunity"("posted_date", "grant_id");

-- CreateIndex
CREATE INDEX "grant_opportunity_response_date_grant_id_idx" ON "grant_opportunity"("response_date", "grant_id");

-- CreateIndex
CREATE INDEX "grant_opportunity_applicant_types_idx" ON "grant_opportunity" USING GIN ("applicant_types");

-- CreateIndex
CREATE INDEX "grant_opportunity_funding_categories_idx" ON "grant_opportunity" USING GIN ("funding_categories");

-- CreateIndex
CREATE INDEX "grant_opportunity_funding_instruments_idx" ON "grant_opportunity" USING GIN ("funding_instruments");

-- CreateIndex
CREATE INDEX "grant_opportunity_search_vector_idx" ON "grant_opportunity" USING GIN ("search_vector");

-- CreateIndex
CREATE UNIQUE INDEX "account_email_key" ON "account"("email");

-- CreateIndex
CREATE INDEX "account_customer_organization_id_idx" ON "account"("customer_organization_id");

-- CreateIndex
CREATE UNIQUE INDEX "api_key_key_hash_key" ON "api_key"("key_hash");

-- CreateIndex
CREATE INDEX "api_key_account_id_idx" ON "api_key"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_client_client_id_key" ON "oauth_client"("client_id");

-- CreateIndex
CREATE INDEX "oauth_client_account_id_idx" ON "oauth_client"("account_id");

-- CreateIndex
CREATE INDEX "oauth_authorization_code_expires_at_idx" ON "oauth_authorization_code"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_token_access_token_hash_key" ON "oauth_token"("access_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_token_refresh_token_hash_key" ON "oauth_token"("refresh_token_hash");

-- CreateIndex
CREATE INDEX "oauth_token_account_id_idx" ON "oauth_token"("account_id");

-- CreateIndex
CREATE INDEX "oauth_token_client_id_idx" ON "oauth_token"("client_id");

-- CreateIndex
CREATE INDEX "storefront_contract_link_account_id_idx" ON "storefront_contract_link"("account_id");

-- CreateIndex
CREATE INDEX "storefront_contract_link_customer_organization_id_idx" ON "storefront_contract_link"("customer_organization_id");

-- CreateIndex
CREATE UNIQUE INDEX "storefront_contract_link_contract_number_account_id_key" ON "storefront_contract_link"("contract_number", "account_id");

-- CreateIndex
CREATE UNIQUE INDEX "storefront_contract_link_contract_number_customer_organizat_key" ON "storefront_contract_link"("contract_number", "customer_organization_id");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_endpoint_account_id_name_key" ON "webhook_endpoint"("account_id", "name");

-- CreateIndex
CREATE INDEX "alert_status_next_run_at_idx" ON "alert"("status", "next_run_at");

-- CreateIndex
CREATE INDEX "alert_endpoint_id_idx" ON "alert"("endpoint_id");

-- CreateIndex
CREATE UNIQUE INDEX "alert_account_id_query_type_filters_hash_key" ON "alert"("account_id", "query_type", "filters_hash");

-- CreateIndex
CREATE INDEX "delivery_status_next_attempt_at_idx" ON "delivery"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "delivery_endpoint_id_created_idx" ON "delivery"("endpoint_id", "created");

-- CreateIndex
CREATE INDEX "change_log_resource_type_id_idx" ON "change_log"("resource_type", "id");

-- CreateIndex
CREATE INDEX "change_log_changed_at_idx" ON "change_log"("changed_at");

-- CreateIndex
CREATE INDEX "job_queue_status_run_at_idx" ON "job"("queue", "status", "run_at");

-- AddForeignKey
ALTER TABLE "agency" ADD CONSTRAINT "agency_department_cgac_fkey" FOREIGN KEY ("department_cgac") REFERENCES "department"("cgac") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization" ADD CONSTRAINT "organization_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entity_address" ADD CONSTRAINT "entity_address_uei_fkey" FOREIGN KEY ("uei") REFERENCES "entity"("uei") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entity_business_type" ADD CONSTRAINT "entity_business_type_uei_fkey" FOREIGN KEY ("uei") REFERENCES "entity"("uei") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entity_naics" ADD CONSTRAINT "entity_naics_uei_fkey" FOREIGN KEY ("uei") REFERENCES "entity"("uei") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entity_owner" ADD CONSTRAINT "entity_owner_uei_fkey" FOREIGN KEY ("uei") REFERENCES "entity"("uei") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "award" ADD CONSTRAINT "award_parent_award_key_fkey" FOREIGN KEY ("parent_award_key") REFERENCES "award"("key") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "award" ADD CONSTRAINT "award_awarding_office_id_fkey" FOREIGN KEY ("awarding_office_id") REFERENCES "organization"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "award" ADD CONSTRAINT "award_funding_office_id_fkey" FOREIGN KEY ("funding_office_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "award" ADD CONSTRAINT "award_recipient_uei_fkey" FOREIGN KEY ("recipient_uei") REFERENCES "entity"("uei") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "award" ADD CONSTRAINT "award_vehicle_uuid_fkey" FOREIGN KEY ("vehicle_uuid") REFERENCES "vehicle"("uuid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "award_transaction" ADD CONSTRAINT "award_transaction_award_key_fkey" FOREIGN KEY ("award_key") REFERENCES "award"("key") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunity"("opportunity_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subaward" ADD CONSTRAINT "subaward_award_key_fkey" FOREIGN KEY ("award_key") REFERENCES "award"("key") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subaward" ADD CONSTRAINT "subaward_awarding_office_id_fkey" FOREIGN KEY ("awarding_office_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subaward" ADD CONSTRAINT "subaward_funding_office_id_fkey" FOREIGN KEY ("funding_office_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_catalog_contract" ADD CONSTRAINT "schedule_catalog_contract_uei_fkey" FOREIGN KEY ("uei") REFERENCES "entity"("uei") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_catalog_contract" ADD CONSTRAINT "schedule_catalog_contract_idv_key_fkey" FOREIGN KEY ("idv_key") REFERENCES "award"("key") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "labor_rate" ADD CONSTRAINT "labor_rate_idv_key_fkey" FOREIGN KEY ("idv_key") REFERENCES "award"("key") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "labor_rate" ADD CONSTRAINT "labor_rate_vendor_uei_fkey" FOREIGN KEY ("vendor_uei") REFERENCES "entity"("uei") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forecast" ADD CONSTRAINT "forecast_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "federal_register_document" ADD CONSTRAINT "federal_register_document_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protest_case" ADD CONSTRAINT "protest_case_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protest_docket" ADD CONSTRAINT "protest_docket_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "protest_case"("case_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exclusion" ADD CONSTRAINT "exclusion_entity_uei_fkey" FOREIGN KEY ("entity_uei") REFERENCES "entity"("uei") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exclusion_reference" ADD CONSTRAINT "exclusion_reference_exclusion_key_fkey" FOREIGN KEY ("exclusion_key") REFERENCES "exclusion"("exclusion_key") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sled_contact" ADD CONSTRAINT "sled_contact_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "sled_opportunity"("opportunity_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sled_raw" ADD CONSTRAINT "sled_raw_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "sled_opportunity"("opportunity_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sled_attachment" ADD CONSTRAINT "sled_attachment_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "sled_opportunity"("opportunity_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sled_revision" ADD CONSTRAINT "sled_revision_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "sled_opportunity"("opportunity_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sled_category_code" ADD CONSTRAINT "sled_category_code_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "sled_opportunity"("opportunity_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "budget_appendix" ADD CONSTRAINT "budget_appendix_account_year_id_fkey" FOREIGN KEY ("account_year_id") REFERENCES "budget_account_year"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "budget_narrative" ADD CONSTRAINT "budget_narrative_account_year_id_fkey" FOREIGN KEY ("account_year_id") REFERENCES "budget_account_year"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "budget_recipient" ADD CONSTRAINT "budget_recipient_account_year_id_fkey" FOREIGN KEY ("account_year_id") REFERENCES "budget_account_year"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "budget_recipient" ADD CONSTRAINT "budget_recipient_funding_organization_id_fkey" FOREIGN KEY ("funding_organization_id") REFERENCES "organization"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "budget_recipient" ADD CONSTRAINT "budget_recipient_recipient_uei_fkey" FOREIGN KEY ("recipient_uei") REFERENCES "entity"("uei") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "budget_recipient_contract" ADD CONSTRAINT "budget_recipient_contract_recipient_row_id_fkey" FOREIGN KEY ("recipient_row_id") REFERENCES "budget_recipient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "budget_recipient_contract" ADD CONSTRAINT "budget_recipient_contract_award_key_fkey" FOREIGN KEY ("award_key") REFERENCES "award"("key") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "budget_quarter" ADD CONSTRAINT "budget_quarter_account_year_id_fkey" FOREIGN KEY ("account_year_id") REFERENCES "budget_account_year"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storefront_request" ADD CONSTRAINT "storefront_request_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storefront_request" ADD CONSTRAINT "storefront_request_contract_number_fkey" FOREIGN KEY ("contract_number") REFERENCES "schedule_catalog_contract"("contract_number") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storefront_attachment" ADD CONSTRAINT "storefront_attachment_rfq_id_fkey" FOREIGN KEY ("rfq_id") REFERENCES "storefront_request"("rfq_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dibbs_rfq" ADD CONSTRAINT "dibbs_rfq_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dibbs_rfp" ADD CONSTRAINT "dibbs_rfp_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dibbs_award" ADD CONSTRAINT "dibbs_award_awardee_uei_fkey" FOREIGN KEY ("awardee_uei") REFERENCES "entity"("uei") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dibbs_award" ADD CONSTRAINT "dibbs_award_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "it_investment" ADD CONSTRAINT "it_investment_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "it_cio_evaluation" ADD CONSTRAINT "it_cio_evaluation_uii_fkey" FOREIGN KEY ("uii") REFERENCES "it_investment"("uii") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "it_contract" ADD CONSTRAINT "it_contract_uii_fkey" FOREIGN KEY ("uii") REFERENCES "it_investment"("uii") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "it_project" ADD CONSTRAINT "it_project_uii_fkey" FOREIGN KEY ("uii") REFERENCES "it_investment"("uii") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "it_performance_metric" ADD CONSTRAINT "it_performance_metric_uii_fkey" FOREIGN KEY ("uii") REFERENCES "it_investment"("uii") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grant_opportunity" ADD CONSTRAINT "grant_opportunity_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("organization_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account" ADD CONSTRAINT "account_customer_organization_id_fkey" FOREIGN KEY ("customer_organization_id") REFERENCES "customer_organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_client" ADD CONSTRAINT "oauth_client_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_authorization_code" ADD CONSTRAINT "oauth_authorization_code_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "oauth_client"("client_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_authorization_code" ADD CONSTRAINT "oauth_authorization_code_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_token" ADD CONSTRAINT "oauth_token_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "oauth_client"("client_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_token" ADD CONSTRAINT "oauth_token_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storefront_contract_link" ADD CONSTRAINT "storefront_contract_link_contract_number_fkey" FOREIGN KEY ("contract_number") REFERENCES "schedule_catalog_contract"("contract_number") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storefront_contract_link" ADD CONSTRAINT "storefront_contract_link_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storefront_contract_link" ADD CONSTRAINT "storefront_contract_link_customer_organization_id_fkey" FOREIGN KEY ("customer_organization_id") REFERENCES "customer_organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alert" ADD CONSTRAINT "alert_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alert" ADD CONSTRAINT "alert_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
