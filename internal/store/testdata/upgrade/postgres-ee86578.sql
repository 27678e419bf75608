--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: hoshi_upgrade; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA hoshi_upgrade;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: byes; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.byes (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    round bigint NOT NULL,
    player_id bigint NOT NULL
);


--
-- Name: byes_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.byes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: byes_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.byes_id_seq OWNED BY hoshi_upgrade.byes.id;


--
-- Name: directors; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.directors (
    id bigint NOT NULL,
    name character varying(100) NOT NULL,
    password_hash character varying(100) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    email character varying(200) DEFAULT ''::character varying NOT NULL,
    admin boolean DEFAULT false NOT NULL
);


--
-- Name: directors_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.directors_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: directors_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.directors_id_seq OWNED BY hoshi_upgrade.directors.id;


--
-- Name: game_records; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.game_records (
    id bigint NOT NULL,
    game_id bigint NOT NULL,
    sgf text NOT NULL,
    score character varying(40) NOT NULL,
    details text NOT NULL,
    uploaded_at timestamp with time zone NOT NULL,
    uploaded_by character varying(200) NOT NULL
);


--
-- Name: game_records_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.game_records_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: game_records_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.game_records_id_seq OWNED BY hoshi_upgrade.game_records.id;


--
-- Name: games; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.games (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    round bigint NOT NULL,
    table_number bigint NOT NULL,
    white_id bigint NOT NULL,
    black_id bigint NOT NULL,
    handicap bigint NOT NULL,
    komi bigint NOT NULL,
    prisoners bigint NOT NULL,
    result character varying(10) NOT NULL,
    by_default boolean NOT NULL,
    known_color boolean NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: games_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.games_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: games_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.games_id_seq OWNED BY hoshi_upgrade.games.id;


--
-- Name: hoshi_writer; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.hoshi_writer (
    id integer NOT NULL,
    format integer NOT NULL
);


--
-- Name: invites; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.invites (
    id bigint NOT NULL,
    token_hash character varying(64) NOT NULL,
    director_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: invites_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.invites_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: invites_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.invites_id_seq OWNED BY hoshi_upgrade.invites.id;


--
-- Name: login_attempts; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.login_attempts (
    id bigint NOT NULL,
    ip character varying(64) NOT NULL,
    at timestamp with time zone NOT NULL,
    success boolean NOT NULL,
    account character varying(200) DEFAULT ''::character varying NOT NULL,
    refused boolean DEFAULT false NOT NULL
);


--
-- Name: login_attempts_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.login_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: login_attempts_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.login_attempts_id_seq OWNED BY hoshi_upgrade.login_attempts.id;


--
-- Name: migrations; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.migrations (
    id character varying(255) NOT NULL
);


--
-- Name: player_details; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.player_details (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    player_id bigint NOT NULL,
    born character varying(10) NOT NULL,
    woman boolean NOT NULL
);


--
-- Name: player_details_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.player_details_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: player_details_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.player_details_id_seq OWNED BY hoshi_upgrade.player_details.id;


--
-- Name: players; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.players (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    name_key character varying(400) NOT NULL,
    name character varying(200) NOT NULL,
    first_name character varying(200) NOT NULL,
    rank bigint NOT NULL,
    rating bigint NOT NULL,
    club character varying(100) NOT NULL,
    country character varying(10) NOT NULL,
    egd_pin character varying(20) NOT NULL,
    mms_correction bigint NOT NULL,
    absent text NOT NULL,
    status bigint NOT NULL,
    extra text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    rank_from_list boolean DEFAULT false NOT NULL,
    unranked boolean DEFAULT false NOT NULL,
    fixed_table bigint DEFAULT 0 NOT NULL
);


--
-- Name: players_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.players_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: players_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.players_id_seq OWNED BY hoshi_upgrade.players.id;


--
-- Name: prize_lists; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.prize_lists (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    categories text NOT NULL,
    prizes text NOT NULL
);


--
-- Name: prize_lists_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.prize_lists_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: prize_lists_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.prize_lists_id_seq OWNED BY hoshi_upgrade.prize_lists.id;


--
-- Name: rating_lists; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.rating_lists (
    id bigint NOT NULL,
    name character varying(400) NOT NULL,
    loaded_at timestamp with time zone NOT NULL,
    size bigint NOT NULL,
    data bytea NOT NULL
);


--
-- Name: rating_lists_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.rating_lists_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rating_lists_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.rating_lists_id_seq OWNED BY hoshi_upgrade.rating_lists.id;


--
-- Name: registrations; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.registrations (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    open boolean NOT NULL,
    closes character varying(10) NOT NULL
);


--
-- Name: registrations_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.registrations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: registrations_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.registrations_id_seq OWNED BY hoshi_upgrade.registrations.id;


--
-- Name: result_changes; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.result_changes (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    game_id bigint,
    round bigint NOT NULL,
    table_number bigint NOT NULL,
    old_result character varying(10) NOT NULL,
    new_result character varying(10) NOT NULL,
    old_by_default boolean NOT NULL,
    new_by_default boolean NOT NULL,
    changed_at timestamp with time zone NOT NULL,
    changed_by character varying(200) NOT NULL
);


--
-- Name: result_changes_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.result_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: result_changes_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.result_changes_id_seq OWNED BY hoshi_upgrade.result_changes.id;


--
-- Name: sessions; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.sessions (
    id bigint NOT NULL,
    token_hash character varying(64) NOT NULL,
    director_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: sessions_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: sessions_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.sessions_id_seq OWNED BY hoshi_upgrade.sessions.id;


--
-- Name: set_aside_records; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.set_aside_records (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    round bigint NOT NULL,
    table_number bigint NOT NULL,
    sgf text NOT NULL,
    score text DEFAULT ''::text NOT NULL,
    uploaded_at timestamp with time zone NOT NULL,
    uploaded_by text DEFAULT ''::text NOT NULL,
    reason text NOT NULL,
    set_aside_at timestamp with time zone NOT NULL
);


--
-- Name: set_aside_records_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.set_aside_records_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: set_aside_records_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.set_aside_records_id_seq OWNED BY hoshi_upgrade.set_aside_records.id;


--
-- Name: signups; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.signups (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    player_id bigint,
    email character varying(200) NOT NULL,
    address character varying(64) NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: signups_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.signups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: signups_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.signups_id_seq OWNED BY hoshi_upgrade.signups.id;


--
-- Name: team_byes; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.team_byes (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    round bigint NOT NULL,
    team_id bigint NOT NULL
);


--
-- Name: team_byes_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.team_byes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: team_byes_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.team_byes_id_seq OWNED BY hoshi_upgrade.team_byes.id;


--
-- Name: team_matches; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.team_matches (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    round bigint NOT NULL,
    team_a_id bigint NOT NULL,
    team_b_id bigint NOT NULL,
    tables text NOT NULL
);


--
-- Name: team_matches_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.team_matches_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: team_matches_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.team_matches_id_seq OWNED BY hoshi_upgrade.team_matches.id;


--
-- Name: team_members; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.team_members (
    id bigint NOT NULL,
    team_id bigint NOT NULL,
    "position" bigint NOT NULL,
    player_id bigint NOT NULL
);


--
-- Name: team_members_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.team_members_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: team_members_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.team_members_id_seq OWNED BY hoshi_upgrade.team_members.id;


--
-- Name: team_settings; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.team_settings (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    team_size bigint NOT NULL,
    kind bigint NOT NULL,
    colours bigint NOT NULL,
    strength bigint NOT NULL,
    criteria text NOT NULL
);


--
-- Name: team_settings_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.team_settings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: team_settings_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.team_settings_id_seq OWNED BY hoshi_upgrade.team_settings.id;


--
-- Name: teams; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.teams (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    name character varying(200) NOT NULL,
    absent text NOT NULL,
    lineups text NOT NULL
);


--
-- Name: teams_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.teams_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: teams_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.teams_id_seq OWNED BY hoshi_upgrade.teams.id;


--
-- Name: tournament_roles; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.tournament_roles (
    id bigint NOT NULL,
    tournament_id bigint NOT NULL,
    director_id bigint NOT NULL,
    role character varying(20) NOT NULL
);


--
-- Name: tournament_roles_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.tournament_roles_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tournament_roles_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.tournament_roles_id_seq OWNED BY hoshi_upgrade.tournament_roles.id;


--
-- Name: tournaments; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.tournaments (
    id bigint NOT NULL,
    revision bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    name character varying(200) NOT NULL,
    short_name character varying(100) NOT NULL,
    place character varying(200) NOT NULL,
    country character varying(10) NOT NULL,
    director character varying(200) NOT NULL,
    begin_date timestamp with time zone NOT NULL,
    end_date timestamp with time zone NOT NULL,
    rounds bigint NOT NULL,
    board_size bigint NOT NULL,
    rules character varying(40) NOT NULL,
    komi bigint NOT NULL,
    time_kind bigint NOT NULL,
    basic_minutes bigint NOT NULL,
    period_seconds bigint NOT NULL,
    periods bigint NOT NULL,
    stones bigint NOT NULL,
    stones_seconds bigint NOT NULL,
    increment_seconds bigint NOT NULL,
    system bigint NOT NULL,
    bar bigint NOT NULL,
    floor bigint NOT NULL,
    absent_points bigint NOT NULL,
    bye_points bigint NOT NULL,
    nbw_absent_points bigint NOT NULL,
    nbw_bye_points bigint NOT NULL,
    round_down boolean NOT NULL,
    handicap_kind bigint NOT NULL,
    handicap_threshold bigint NOT NULL,
    handicap_correction bigint NOT NULL,
    handicap_ceiling bigint NOT NULL,
    handicap_on_rank boolean NOT NULL,
    criteria text NOT NULL,
    pairing_avoid_duplicate_game bigint NOT NULL,
    pairing_random bigint NOT NULL,
    pairing_deterministic boolean NOT NULL,
    pairing_balance_wb bigint NOT NULL,
    pairing_avoid_mixing_categories bigint NOT NULL,
    pairing_minimize_score_difference bigint NOT NULL,
    pairing_dudd_weight bigint NOT NULL,
    pairing_compensate_dudd boolean NOT NULL,
    pairing_dudd_upper_mode bigint NOT NULL,
    pairing_dudd_lower_mode bigint NOT NULL,
    pairing_maximize_seeding bigint NOT NULL,
    pairing_last_round_for_seed_system1 bigint NOT NULL,
    pairing_seed_system1 bigint NOT NULL,
    pairing_seed_system2 bigint NOT NULL,
    pairing_additional_placement_crit_system1 character varying(20) NOT NULL,
    pairing_additional_placement_crit_system2 character varying(20) NOT NULL,
    pairing_secondary_criteria bigint NOT NULL,
    pairing_bar_threshold_active boolean NOT NULL,
    pairing_rank_threshold bigint NOT NULL,
    pairing_nb_wins_threshold_active boolean NOT NULL,
    pairing_minimize_handicap bigint NOT NULL,
    pairing_avoid_same_geo bigint NOT NULL,
    pairing_prefer_mms_diff_rather_than_same_country bigint NOT NULL,
    pairing_prefer_mms_diff_rather_than_same_clubs_group bigint NOT NULL,
    pairing_prefer_mms_diff_rather_than_same_club bigint NOT NULL,
    extra text NOT NULL,
    count_unplayed_as_half boolean DEFAULT false NOT NULL,
    handicap_prisoners bigint DEFAULT 5 NOT NULL,
    language text DEFAULT 'en'::text NOT NULL,
    time_zone text DEFAULT ''::text NOT NULL,
    avoid_pairs text DEFAULT '[]'::text NOT NULL,
    left_out_tables text DEFAULT '{}'::text NOT NULL,
    game text DEFAULT 'go'::text NOT NULL,
    closed boolean DEFAULT false NOT NULL,
    results_entered bigint DEFAULT 0 NOT NULL
);


--
-- Name: tournaments_id_seq; Type: SEQUENCE; Schema: hoshi_upgrade; Owner: -
--

CREATE SEQUENCE hoshi_upgrade.tournaments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tournaments_id_seq; Type: SEQUENCE OWNED BY; Schema: hoshi_upgrade; Owner: -
--

ALTER SEQUENCE hoshi_upgrade.tournaments_id_seq OWNED BY hoshi_upgrade.tournaments.id;


--
-- Name: byes id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.byes ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.byes_id_seq'::regclass);


--
-- Name: directors id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.directors ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.directors_id_seq'::regclass);


--
-- Name: game_records id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.game_records ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.game_records_id_seq'::regclass);


--
-- Name: games id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.games ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.games_id_seq'::regclass);


--
-- Name: invites id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.invites ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.invites_id_seq'::regclass);


--
-- Name: login_attempts id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.login_attempts ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.login_attempts_id_seq'::regclass);


--
-- Name: player_details id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.player_details ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.player_details_id_seq'::regclass);


--
-- Name: players id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.players ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.players_id_seq'::regclass);


--
-- Name: prize_lists id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.prize_lists ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.prize_lists_id_seq'::regclass);


--
-- Name: rating_lists id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.rating_lists ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.rating_lists_id_seq'::regclass);


--
-- Name: registrations id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.registrations ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.registrations_id_seq'::regclass);


--
-- Name: result_changes id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.result_changes ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.result_changes_id_seq'::regclass);


--
-- Name: sessions id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.sessions ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.sessions_id_seq'::regclass);


--
-- Name: set_aside_records id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.set_aside_records ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.set_aside_records_id_seq'::regclass);


--
-- Name: signups id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.signups ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.signups_id_seq'::regclass);


--
-- Name: team_byes id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_byes ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.team_byes_id_seq'::regclass);


--
-- Name: team_matches id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_matches ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.team_matches_id_seq'::regclass);


--
-- Name: team_members id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_members ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.team_members_id_seq'::regclass);


--
-- Name: team_settings id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_settings ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.team_settings_id_seq'::regclass);


--
-- Name: teams id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.teams ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.teams_id_seq'::regclass);


--
-- Name: tournament_roles id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.tournament_roles ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.tournament_roles_id_seq'::regclass);


--
-- Name: tournaments id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.tournaments ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.tournaments_id_seq'::regclass);


--
-- Data for Name: byes; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: directors; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.directors (id, name, password_hash, created_at, updated_at, email, admin) VALUES (1, 'admin', '$2a$10$0TijYygQInT7NNYgcSsXbOrnE8v.HAR9siJS7ABSvemEdBuyzzy3W', '2026-11-29 12:39:17.70097+00', '2026-11-29 12:39:17.70097+00', '', true);
INSERT INTO hoshi_upgrade.directors (id, name, password_hash, created_at, updated_at, email, admin) VALUES (2, 'desk', '$2a$10$rCjnFC0K5jrfbDMOJm53ReYpathMtP1jLFQffj39Ak1iJCPenI5Sa', '2026-11-29 12:39:20.346965+00', '2026-11-29 12:39:20.346965+00', '', false);


--
-- Data for Name: game_records; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.game_records (id, game_id, sgf, score, details, uploaded_at, uploaded_by) VALUES (1, 1, '(;GM[1]FF[4]SZ[19]KM[6.5]PW[Novák]PB[Dvořák]RE[B+R];B[pd];W[dp];B[pp];W[dd])', 'W+6.5', '{"round":1,"table":1,"result":"W+6.5","rules":"japanese","black":{"territory":0,"stones":2,"prisoners":0,"dead_stones":0,"seki_points":0,"handicap_prisoners":0,"komi":0,"compensation":0,"total":0},"white":{"territory":0,"stones":2,"prisoners":0,"dead_stones":0,"seki_points":0,"handicap_prisoners":0,"komi":6.5,"compensation":0,"total":6.5},"dead_from":"estimated","uncertain":["D16","Q16","D4","Q4"],"agreement":"file says resignation","replay_problems":[]}
', '2026-11-29 12:39:20.242082+00', 'admin@127.0.0.1');
INSERT INTO hoshi_upgrade.game_records (id, game_id, sgf, score, details, uploaded_at, uploaded_by) VALUES (2, 2, '(;GM[1]FF[4]SZ[19]KM[6.5]PW[Kowalski]PB[Müller]RE[W+R];B[pd];W[dp];B[pp];W[dd];B[];W[];B[qq]HS[dispute]C[Play resumed];W[];B[])', 'W+6.5', '{"round":1,"table":2,"result":"W+6.5","rules":"japanese","black":{"territory":0,"stones":2,"prisoners":0,"dead_stones":0,"seki_points":0,"handicap_prisoners":0,"komi":0,"compensation":0,"total":0},"white":{"territory":0,"stones":2,"prisoners":0,"dead_stones":0,"seki_points":0,"handicap_prisoners":0,"komi":6.5,"compensation":0,"total":6.5},"dead_from":"estimated","uncertain":["D16","Q16","D4","Q4"],"agreement":"file says resignation","replay_problems":[]}
', '2026-11-29 12:39:20.768578+00', 'admin@127.0.0.1');


--
-- Data for Name: games; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (2, 1, 1, 2, 4, 3, 0, 13, 0, 'b', false, true, '2026-11-29 12:39:19.763816+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (3, 1, 1, 3, 5, 6, 0, 13, 0, 'w', false, true, '2026-11-29 12:39:19.772525+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (4, 1, 1, 4, 7, 8, 3, 1, 0, 'b', false, true, '2026-11-29 12:39:19.789528+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (8, 1, 2, 4, 6, 8, 5, 1, 0, '?', false, true, '2026-11-29 12:39:19.81001+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (5, 1, 2, 1, 3, 1, 0, 13, 0, 'w', false, true, '2026-11-29 12:39:19.825879+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (6, 1, 2, 2, 2, 4, 1, 1, 0, 'b', false, true, '2026-11-29 12:39:19.844378+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (7, 1, 2, 3, 5, 7, 4, 1, 0, 'w', false, true, '2026-11-29 12:39:19.854307+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (1, 1, 1, 1, 1, 2, 0, 13, 0, 'b', false, true, '2026-11-29 12:39:19.873649+00');


--
-- Data for Name: hoshi_writer; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.hoshi_writer (id, format) VALUES (1, 4);


--
-- Data for Name: invites; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: login_attempts; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.login_attempts (id, ip, at, success, account, refused) VALUES (1, '127.0.0.1', '2026-11-29 12:39:19.368668+00', true, '#1', false);


--
-- Data for Name: migrations; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112101-tournaments');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112102-directors');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112103-game-records');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112104-count-unplayed');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112105-rank-from-list');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112106-rating-list');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112501-handicap-prisoners');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112502-unranked');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112503-names-nfc');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112503-signups');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112504-awards');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112505-users');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112506-language-zone');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112602-constraints');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112603-teams');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112901-writer-format');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112902-game');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112903-closed');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112904-results-entered');
INSERT INTO hoshi_upgrade.migrations (id) VALUES ('2026112905-checked-texts-records');


--
-- Data for Name: player_details; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: players; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked, fixed_table) VALUES (1, 1, 'NOVÁKJAN', 'Novák', 'Jan', 2, 0, 'Brno', 'CZ', '', 0, '[]', 0, '{}', '2026-11-29 12:39:19.605752+00', '2026-11-29 12:39:19.605752+00', false, false, 0);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked, fixed_table) VALUES (2, 1, 'DVOŘÁKJIŘÍ', 'Dvořák', 'Jiří', 0, 0, 'Praha', 'CZ', '', 0, '[]', 0, '{}', '2026-11-29 12:39:19.62051+00', '2026-11-29 12:39:19.62051+00', false, false, 0);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked, fixed_table) VALUES (3, 1, 'MÜLLERLUKAS', 'Müller', 'Lukas', -1, 0, 'Wien', 'AT', '', 0, '[]', 0, '{}', '2026-11-29 12:39:19.627566+00', '2026-11-29 12:39:19.627566+00', false, false, 0);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked, fixed_table) VALUES (4, 1, 'KOWALSKIPIOTR', 'Kowalski', 'Piotr', -2, 0, 'Kraków', 'PL', '', 0, '[]', 0, '{}', '2026-11-29 12:39:19.636702+00', '2026-11-29 12:39:19.636702+00', false, false, 0);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked, fixed_table) VALUES (5, 1, 'VIRTANENAINO', 'Virtanen', 'Aino', -4, 0, 'Helsinki', 'FI', '', 0, '[]', 0, '{}', '2026-11-29 12:39:19.655571+00', '2026-11-29 12:39:19.655571+00', false, false, 0);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked, fixed_table) VALUES (6, 1, 'DUBOISÉLISE', 'Dubois', 'Élise', -5, 0, 'Lyon', 'FR', '', 0, '[]', 0, '{}', '2026-11-29 12:39:19.668873+00', '2026-11-29 12:39:19.668873+00', false, false, 0);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked, fixed_table) VALUES (7, 1, 'SCHMIDTANNA', 'Schmidt', 'Anna', -8, 0, 'Berlin', 'DE', '', 0, '[]', 0, '{}', '2026-11-29 12:39:19.685255+00', '2026-11-29 12:39:19.685255+00', false, false, 0);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked, fixed_table) VALUES (8, 1, 'HORVÁTHZOLTÁN', 'Horváth', 'Zoltán', -12, 0, 'Budapest', 'HU', '', 0, '[]', 0, '{}', '2026-11-29 12:39:19.692995+00', '2026-11-29 12:39:19.692995+00', false, false, 0);


--
-- Data for Name: prize_lists; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: rating_lists; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: registrations; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: result_changes; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (1, 1, 1, 1, 1, '?', 'w', false, false, '2026-11-29 12:39:19.745235+00', 'admin@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (2, 1, 2, 1, 2, '?', 'b', false, false, '2026-11-29 12:39:19.763816+00', 'admin@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (3, 1, 3, 1, 3, '?', 'w', false, false, '2026-11-29 12:39:19.772525+00', 'admin@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (4, 1, 4, 1, 4, '?', 'b', false, false, '2026-11-29 12:39:19.789528+00', 'admin@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (5, 1, 5, 2, 1, '?', 'w', false, false, '2026-11-29 12:39:19.825879+00', 'admin@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (6, 1, 6, 2, 2, '?', 'b', false, false, '2026-11-29 12:39:19.844378+00', 'admin@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (7, 1, 7, 2, 3, '?', 'w', false, false, '2026-11-29 12:39:19.854307+00', 'admin@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (8, 1, 1, 1, 1, 'w', 'b', false, false, '2026-11-29 12:39:19.873649+00', 'admin@127.0.0.1');


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.sessions (id, token_hash, director_id, created_at, expires_at) VALUES (1, 'dbd6c38b3c15b632b3ffdfc2866ae186f7adbf7aecdf386365902752f95d5855', 1, '2026-11-29 12:39:19.57109+00', '2026-11-30 12:39:19.57109+00');


--
-- Data for Name: set_aside_records; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: signups; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: team_byes; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: team_matches; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: team_members; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: team_settings; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: teams; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: tournament_roles; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.tournament_roles (id, tournament_id, director_id, role) VALUES (1, 1, 1, 'director');
INSERT INTO hoshi_upgrade.tournament_roles (id, tournament_id, director_id, role) VALUES (2, 1, 2, 'desk');


--
-- Data for Name: tournaments; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.tournaments (id, revision, created_at, updated_at, name, short_name, place, country, director, begin_date, end_date, rounds, board_size, rules, komi, time_kind, basic_minutes, period_seconds, periods, stones, stones_seconds, increment_seconds, system, bar, floor, absent_points, bye_points, nbw_absent_points, nbw_bye_points, round_down, handicap_kind, handicap_threshold, handicap_correction, handicap_ceiling, handicap_on_rank, criteria, pairing_avoid_duplicate_game, pairing_random, pairing_deterministic, pairing_balance_wb, pairing_avoid_mixing_categories, pairing_minimize_score_difference, pairing_dudd_weight, pairing_compensate_dudd, pairing_dudd_upper_mode, pairing_dudd_lower_mode, pairing_maximize_seeding, pairing_last_round_for_seed_system1, pairing_seed_system1, pairing_seed_system2, pairing_additional_placement_crit_system1, pairing_additional_placement_crit_system2, pairing_secondary_criteria, pairing_bar_threshold_active, pairing_rank_threshold, pairing_nb_wins_threshold_active, pairing_minimize_handicap, pairing_avoid_same_geo, pairing_prefer_mms_diff_rather_than_same_country, pairing_prefer_mms_diff_rather_than_same_clubs_group, pairing_prefer_mms_diff_rather_than_same_club, extra, count_unplayed_as_half, handicap_prisoners, language, time_zone, avoid_pairs, left_out_tables, game, closed, results_entered) VALUES (1, 18, '2026-11-29 12:39:19.587132+00', '2026-11-29 12:39:19.587132+00', 'Upgrade Cup', 'upg', 'Brno', 'CZ', 'Jana Nováková', '2026-05-01 00:00:00+00', '2026-05-03 00:00:00+00', 3, 19, 'japanese', 13, 2, 60, 0, 0, 15, 300, 0, 0, 3, -20, 1, 2, 0, 2, true, 0, 0, 1, 9, false, '["MMS","SOSM","SOSOSM"]', 500000000000000, 0, true, 1000000, 0, 100000000000, 100000000, true, 1, 1, 5000000, 2, 0, 1, 'RATING', '', 100000000000, true, 0, false, 0, 100000000000, 1, 2, 3, '{}', false, 5, 'en', '', '[]', '{}', 'go', false, 8);


--
-- Name: byes_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.byes_id_seq', 1, false);


--
-- Name: directors_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.directors_id_seq', 2, true);


--
-- Name: game_records_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.game_records_id_seq', 2, true);


--
-- Name: games_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.games_id_seq', 8, true);


--
-- Name: invites_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.invites_id_seq', 1, false);


--
-- Name: login_attempts_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.login_attempts_id_seq', 1, true);


--
-- Name: player_details_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.player_details_id_seq', 1, false);


--
-- Name: players_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.players_id_seq', 8, true);


--
-- Name: prize_lists_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.prize_lists_id_seq', 1, false);


--
-- Name: rating_lists_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.rating_lists_id_seq', 1, false);


--
-- Name: registrations_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.registrations_id_seq', 1, false);


--
-- Name: result_changes_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.result_changes_id_seq', 8, true);


--
-- Name: sessions_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.sessions_id_seq', 1, true);


--
-- Name: set_aside_records_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.set_aside_records_id_seq', 1, false);


--
-- Name: signups_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.signups_id_seq', 1, false);


--
-- Name: team_byes_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.team_byes_id_seq', 1, false);


--
-- Name: team_matches_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.team_matches_id_seq', 1, false);


--
-- Name: team_members_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.team_members_id_seq', 1, false);


--
-- Name: team_settings_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.team_settings_id_seq', 1, false);


--
-- Name: teams_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.teams_id_seq', 1, false);


--
-- Name: tournament_roles_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.tournament_roles_id_seq', 2, true);


--
-- Name: tournaments_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.tournaments_id_seq', 1, true);


--
-- Name: byes byes_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.byes
    ADD CONSTRAINT byes_pkey PRIMARY KEY (id);


--
-- Name: directors directors_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.directors
    ADD CONSTRAINT directors_pkey PRIMARY KEY (id);


--
-- Name: game_records game_records_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.game_records
    ADD CONSTRAINT game_records_pkey PRIMARY KEY (id);


--
-- Name: games games_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);


--
-- Name: hoshi_writer hoshi_writer_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.hoshi_writer
    ADD CONSTRAINT hoshi_writer_pkey PRIMARY KEY (id);


--
-- Name: invites invites_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.invites
    ADD CONSTRAINT invites_pkey PRIMARY KEY (id);


--
-- Name: login_attempts login_attempts_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.login_attempts
    ADD CONSTRAINT login_attempts_pkey PRIMARY KEY (id);


--
-- Name: migrations migrations_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.migrations
    ADD CONSTRAINT migrations_pkey PRIMARY KEY (id);


--
-- Name: player_details player_details_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.player_details
    ADD CONSTRAINT player_details_pkey PRIMARY KEY (id);


--
-- Name: players players_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.players
    ADD CONSTRAINT players_pkey PRIMARY KEY (id);


--
-- Name: prize_lists prize_lists_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.prize_lists
    ADD CONSTRAINT prize_lists_pkey PRIMARY KEY (id);


--
-- Name: rating_lists rating_lists_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.rating_lists
    ADD CONSTRAINT rating_lists_pkey PRIMARY KEY (id);


--
-- Name: registrations registrations_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.registrations
    ADD CONSTRAINT registrations_pkey PRIMARY KEY (id);


--
-- Name: result_changes result_changes_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.result_changes
    ADD CONSTRAINT result_changes_pkey PRIMARY KEY (id);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);


--
-- Name: set_aside_records set_aside_records_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.set_aside_records
    ADD CONSTRAINT set_aside_records_pkey PRIMARY KEY (id);


--
-- Name: signups signups_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.signups
    ADD CONSTRAINT signups_pkey PRIMARY KEY (id);


--
-- Name: team_byes team_byes_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_byes
    ADD CONSTRAINT team_byes_pkey PRIMARY KEY (id);


--
-- Name: team_matches team_matches_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_matches
    ADD CONSTRAINT team_matches_pkey PRIMARY KEY (id);


--
-- Name: team_members team_members_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_members
    ADD CONSTRAINT team_members_pkey PRIMARY KEY (id);


--
-- Name: team_settings team_settings_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_settings
    ADD CONSTRAINT team_settings_pkey PRIMARY KEY (id);


--
-- Name: teams teams_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.teams
    ADD CONSTRAINT teams_pkey PRIMARY KEY (id);


--
-- Name: tournament_roles tournament_roles_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.tournament_roles
    ADD CONSTRAINT tournament_roles_pkey PRIMARY KEY (id);


--
-- Name: tournaments tournaments_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.tournaments
    ADD CONSTRAINT tournaments_pkey PRIMARY KEY (id);


--
-- Name: idx_byes_round; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_byes_round ON hoshi_upgrade.byes USING btree (tournament_id, round);


--
-- Name: idx_directors_name; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_directors_name ON hoshi_upgrade.directors USING btree (name);


--
-- Name: idx_game_records_game; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_game_records_game ON hoshi_upgrade.game_records USING btree (game_id);


--
-- Name: idx_games_black; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_games_black ON hoshi_upgrade.games USING btree (tournament_id, round, black_id);


--
-- Name: idx_games_table; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_games_table ON hoshi_upgrade.games USING btree (tournament_id, round, table_number);


--
-- Name: idx_games_white; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_games_white ON hoshi_upgrade.games USING btree (tournament_id, round, white_id);


--
-- Name: idx_invites_director; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_invites_director ON hoshi_upgrade.invites USING btree (director_id);


--
-- Name: idx_invites_token; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_invites_token ON hoshi_upgrade.invites USING btree (token_hash);


--
-- Name: idx_login_attempts_account; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_login_attempts_account ON hoshi_upgrade.login_attempts USING btree (account, at);


--
-- Name: idx_login_attempts_ip; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_login_attempts_ip ON hoshi_upgrade.login_attempts USING btree (ip, at);


--
-- Name: idx_player_details_player; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_player_details_player ON hoshi_upgrade.player_details USING btree (player_id);


--
-- Name: idx_player_details_tournament; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_player_details_tournament ON hoshi_upgrade.player_details USING btree (tournament_id);


--
-- Name: idx_players_key; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_players_key ON hoshi_upgrade.players USING btree (tournament_id, name_key);


--
-- Name: idx_prize_lists_tournament; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_prize_lists_tournament ON hoshi_upgrade.prize_lists USING btree (tournament_id);


--
-- Name: idx_registrations_tournament; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_registrations_tournament ON hoshi_upgrade.registrations USING btree (tournament_id);


--
-- Name: idx_result_changes_tournament; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_result_changes_tournament ON hoshi_upgrade.result_changes USING btree (tournament_id);


--
-- Name: idx_sessions_expiry; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_sessions_expiry ON hoshi_upgrade.sessions USING btree (expires_at);


--
-- Name: idx_sessions_token; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_sessions_token ON hoshi_upgrade.sessions USING btree (token_hash);


--
-- Name: idx_set_aside_records_tournament; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_set_aside_records_tournament ON hoshi_upgrade.set_aside_records USING btree (tournament_id);


--
-- Name: idx_signups_address; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_signups_address ON hoshi_upgrade.signups USING btree (address, created_at);


--
-- Name: idx_signups_player; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_signups_player ON hoshi_upgrade.signups USING btree (player_id);


--
-- Name: idx_signups_tournament; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_signups_tournament ON hoshi_upgrade.signups USING btree (tournament_id);


--
-- Name: idx_team_byes_round; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_team_byes_round ON hoshi_upgrade.team_byes USING btree (tournament_id, round);


--
-- Name: idx_team_matches_a; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_team_matches_a ON hoshi_upgrade.team_matches USING btree (tournament_id, round, team_a_id);


--
-- Name: idx_team_matches_b; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_team_matches_b ON hoshi_upgrade.team_matches USING btree (tournament_id, round, team_b_id);


--
-- Name: idx_team_members_board; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_team_members_board ON hoshi_upgrade.team_members USING btree (team_id, "position");


--
-- Name: idx_team_members_player; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_team_members_player ON hoshi_upgrade.team_members USING btree (player_id);


--
-- Name: idx_team_settings_tournament; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_team_settings_tournament ON hoshi_upgrade.team_settings USING btree (tournament_id);


--
-- Name: idx_teams_tournament; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_teams_tournament ON hoshi_upgrade.teams USING btree (tournament_id);


--
-- Name: idx_tournament_roles_director; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_tournament_roles_director ON hoshi_upgrade.tournament_roles USING btree (director_id);


--
-- Name: idx_tournament_roles_user; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_tournament_roles_user ON hoshi_upgrade.tournament_roles USING btree (tournament_id, director_id);


--
-- Name: byes fk_byes_player; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.byes
    ADD CONSTRAINT fk_byes_player FOREIGN KEY (player_id) REFERENCES hoshi_upgrade.players(id);


--
-- Name: byes fk_byes_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.byes
    ADD CONSTRAINT fk_byes_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: game_records fk_game_records_game; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.game_records
    ADD CONSTRAINT fk_game_records_game FOREIGN KEY (game_id) REFERENCES hoshi_upgrade.games(id) ON DELETE CASCADE;


--
-- Name: games fk_games_black; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.games
    ADD CONSTRAINT fk_games_black FOREIGN KEY (black_id) REFERENCES hoshi_upgrade.players(id);


--
-- Name: games fk_games_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.games
    ADD CONSTRAINT fk_games_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: games fk_games_white; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.games
    ADD CONSTRAINT fk_games_white FOREIGN KEY (white_id) REFERENCES hoshi_upgrade.players(id);


--
-- Name: invites fk_invites_director; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.invites
    ADD CONSTRAINT fk_invites_director FOREIGN KEY (director_id) REFERENCES hoshi_upgrade.directors(id) ON DELETE CASCADE;


--
-- Name: player_details fk_player_details_player; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.player_details
    ADD CONSTRAINT fk_player_details_player FOREIGN KEY (player_id) REFERENCES hoshi_upgrade.players(id) ON DELETE CASCADE;


--
-- Name: player_details fk_player_details_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.player_details
    ADD CONSTRAINT fk_player_details_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: players fk_players_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.players
    ADD CONSTRAINT fk_players_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: prize_lists fk_prize_lists_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.prize_lists
    ADD CONSTRAINT fk_prize_lists_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: registrations fk_registrations_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.registrations
    ADD CONSTRAINT fk_registrations_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: result_changes fk_result_changes_game; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.result_changes
    ADD CONSTRAINT fk_result_changes_game FOREIGN KEY (game_id) REFERENCES hoshi_upgrade.games(id) ON DELETE SET NULL;


--
-- Name: result_changes fk_result_changes_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.result_changes
    ADD CONSTRAINT fk_result_changes_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: sessions fk_sessions_director; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.sessions
    ADD CONSTRAINT fk_sessions_director FOREIGN KEY (director_id) REFERENCES hoshi_upgrade.directors(id) ON DELETE CASCADE;


--
-- Name: set_aside_records fk_set_aside_records_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.set_aside_records
    ADD CONSTRAINT fk_set_aside_records_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: signups fk_signups_player; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.signups
    ADD CONSTRAINT fk_signups_player FOREIGN KEY (player_id) REFERENCES hoshi_upgrade.players(id) ON DELETE SET NULL;


--
-- Name: signups fk_signups_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.signups
    ADD CONSTRAINT fk_signups_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: team_byes fk_team_byes_team; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_byes
    ADD CONSTRAINT fk_team_byes_team FOREIGN KEY (team_id) REFERENCES hoshi_upgrade.teams(id) ON DELETE CASCADE;


--
-- Name: team_byes fk_team_byes_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_byes
    ADD CONSTRAINT fk_team_byes_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: team_matches fk_team_matches_team_a; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_matches
    ADD CONSTRAINT fk_team_matches_team_a FOREIGN KEY (team_a_id) REFERENCES hoshi_upgrade.teams(id) ON DELETE CASCADE;


--
-- Name: team_matches fk_team_matches_team_b; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_matches
    ADD CONSTRAINT fk_team_matches_team_b FOREIGN KEY (team_b_id) REFERENCES hoshi_upgrade.teams(id) ON DELETE CASCADE;


--
-- Name: team_matches fk_team_matches_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_matches
    ADD CONSTRAINT fk_team_matches_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: team_members fk_team_members_player; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_members
    ADD CONSTRAINT fk_team_members_player FOREIGN KEY (player_id) REFERENCES hoshi_upgrade.players(id) ON DELETE CASCADE;


--
-- Name: team_members fk_team_members_team; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_members
    ADD CONSTRAINT fk_team_members_team FOREIGN KEY (team_id) REFERENCES hoshi_upgrade.teams(id) ON DELETE CASCADE;


--
-- Name: team_settings fk_team_settings_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.team_settings
    ADD CONSTRAINT fk_team_settings_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: teams fk_teams_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.teams
    ADD CONSTRAINT fk_teams_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- Name: tournament_roles fk_tournament_roles_director; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.tournament_roles
    ADD CONSTRAINT fk_tournament_roles_director FOREIGN KEY (director_id) REFERENCES hoshi_upgrade.directors(id) ON DELETE CASCADE;


--
-- Name: tournament_roles fk_tournament_roles_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.tournament_roles
    ADD CONSTRAINT fk_tournament_roles_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


