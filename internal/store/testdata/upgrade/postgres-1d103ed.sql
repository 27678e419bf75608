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
    updated_at timestamp with time zone NOT NULL
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
-- Name: login_attempts; Type: TABLE; Schema: hoshi_upgrade; Owner: -
--

CREATE TABLE hoshi_upgrade.login_attempts (
    id bigint NOT NULL,
    ip character varying(64) NOT NULL,
    at timestamp with time zone NOT NULL,
    success boolean NOT NULL
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
    unranked boolean DEFAULT false NOT NULL
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
    handicap_prisoners bigint DEFAULT 5 NOT NULL
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
-- Name: login_attempts id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.login_attempts ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.login_attempts_id_seq'::regclass);


--
-- Name: players id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.players ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.players_id_seq'::regclass);


--
-- Name: rating_lists id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.rating_lists ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.rating_lists_id_seq'::regclass);


--
-- Name: result_changes id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.result_changes ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.result_changes_id_seq'::regclass);


--
-- Name: sessions id; Type: DEFAULT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.sessions ALTER COLUMN id SET DEFAULT nextval('hoshi_upgrade.sessions_id_seq'::regclass);


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

INSERT INTO hoshi_upgrade.directors (id, name, password_hash, created_at, updated_at) VALUES (1, 'director', '$2a$10$82rbL0q8Yt9zHLyg6nBCCudjIhpfi4g8WxXW8vEcnGwyn8vyDrrIC', '2026-11-29 10:06:53.188374+00', '2026-11-29 10:06:53.188374+00');


--
-- Data for Name: game_records; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.game_records (id, game_id, sgf, score, details, uploaded_at, uploaded_by) VALUES (1, 1, '(;GM[1]FF[4]SZ[19]KM[6.5]PW[Novák]PB[Dvořák]RE[B+R];B[pd];W[dp];B[pp];W[dd])', 'W+6.5', '{"round":1,"table":1,"result":"W+6.5","rules":"japanese","black":{"territory":0,"stones":2,"prisoners":0,"dead_stones":0,"seki_points":0,"komi":0,"compensation":0,"total":0},"white":{"territory":0,"stones":2,"prisoners":0,"dead_stones":0,"seki_points":0,"komi":6.5,"compensation":0,"total":6.5},"dead_from":"estimated","agreement":"file says resignation","replay_problems":[]}
', '2026-11-29 10:07:02.677247+00', 'director@127.0.0.1');


--
-- Data for Name: games; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (2, 1, 1, 2, 4, 3, 0, 13, 0, 'b', false, true, '2026-11-29 10:07:01.831903+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (3, 1, 1, 3, 5, 6, 0, 13, 0, 'w', false, true, '2026-11-29 10:07:01.891305+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (4, 1, 1, 4, 7, 8, 3, 1, 0, 'b', false, true, '2026-11-29 10:07:01.979452+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (8, 1, 2, 4, 6, 8, 5, 1, 0, '?', false, true, '2026-11-29 10:07:02.026006+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (5, 1, 2, 1, 3, 1, 0, 13, 0, 'w', false, true, '2026-11-29 10:07:02.070267+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (6, 1, 2, 2, 2, 4, 1, 1, 0, 'b', false, true, '2026-11-29 10:07:02.09526+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (7, 1, 2, 3, 5, 7, 4, 1, 0, 'w', false, true, '2026-11-29 10:07:02.120088+00');
INSERT INTO hoshi_upgrade.games (id, tournament_id, round, table_number, white_id, black_id, handicap, komi, prisoners, result, by_default, known_color, updated_at) VALUES (1, 1, 1, 1, 1, 2, 0, 13, 0, 'b', false, true, '2026-11-29 10:07:02.130621+00');


--
-- Data for Name: login_attempts; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.login_attempts (id, ip, at, success) VALUES (1, '127.0.0.1', '2026-11-29 10:07:00.504888+00', true);


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


--
-- Data for Name: players; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked) VALUES (1, 1, 'NOVÁKJAN', 'Novák', 'Jan', 2, 0, 'Brno', 'CZ', '', 0, '[]', 0, '{}', '2026-11-29 10:07:00.597935+00', '2026-11-29 10:07:00.597935+00', false, false);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked) VALUES (2, 1, 'DVOŘÁKJIŘÍ', 'Dvořák', 'Jiří', 0, 0, 'Praha', 'CZ', '', 0, '[]', 0, '{}', '2026-11-29 10:07:00.649999+00', '2026-11-29 10:07:00.649999+00', false, false);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked) VALUES (3, 1, 'MÜLLERLUKAS', 'Müller', 'Lukas', -1, 0, 'Wien', 'AT', '', 0, '[]', 0, '{}', '2026-11-29 10:07:00.678841+00', '2026-11-29 10:07:00.678841+00', false, false);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked) VALUES (4, 1, 'KOWALSKIPIOTR', 'Kowalski', 'Piotr', -2, 0, 'Kraków', 'PL', '', 0, '[]', 0, '{}', '2026-11-29 10:07:00.712144+00', '2026-11-29 10:07:00.712144+00', false, false);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked) VALUES (5, 1, 'VIRTANENAINO', 'Virtanen', 'Aino', -4, 0, 'Helsinki', 'FI', '', 0, '[]', 0, '{}', '2026-11-29 10:07:00.792292+00', '2026-11-29 10:07:00.792292+00', false, false);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked) VALUES (6, 1, 'DUBOISÉLISE', 'Dubois', 'Élise', -5, 0, 'Lyon', 'FR', '', 0, '[]', 0, '{}', '2026-11-29 10:07:00.835044+00', '2026-11-29 10:07:00.835044+00', false, false);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked) VALUES (7, 1, 'SCHMIDTANNA', 'Schmidt', 'Anna', -8, 0, 'Berlin', 'DE', '', 0, '[]', 0, '{}', '2026-11-29 10:07:00.874852+00', '2026-11-29 10:07:00.874852+00', false, false);
INSERT INTO hoshi_upgrade.players (id, tournament_id, name_key, name, first_name, rank, rating, club, country, egd_pin, mms_correction, absent, status, extra, created_at, updated_at, rank_from_list, unranked) VALUES (8, 1, 'HORVÁTHZOLTÁN', 'Horváth', 'Zoltán', -12, 0, 'Budapest', 'HU', '', 0, '[]', 0, '{}', '2026-11-29 10:07:00.919932+00', '2026-11-29 10:07:00.919932+00', false, false);


--
-- Data for Name: rating_lists; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--



--
-- Data for Name: result_changes; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (1, 1, 1, 1, 1, '?', 'w', false, false, '2026-11-29 10:07:01.38042+00', 'director@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (2, 1, 2, 1, 2, '?', 'b', false, false, '2026-11-29 10:07:01.831903+00', 'director@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (3, 1, 3, 1, 3, '?', 'w', false, false, '2026-11-29 10:07:01.891305+00', 'director@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (4, 1, 4, 1, 4, '?', 'b', false, false, '2026-11-29 10:07:01.979452+00', 'director@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (5, 1, 5, 2, 1, '?', 'w', false, false, '2026-11-29 10:07:02.070267+00', 'director@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (6, 1, 6, 2, 2, '?', 'b', false, false, '2026-11-29 10:07:02.09526+00', 'director@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (7, 1, 7, 2, 3, '?', 'w', false, false, '2026-11-29 10:07:02.120088+00', 'director@127.0.0.1');
INSERT INTO hoshi_upgrade.result_changes (id, tournament_id, game_id, round, table_number, old_result, new_result, old_by_default, new_by_default, changed_at, changed_by) VALUES (8, 1, 1, 1, 1, 'w', 'b', false, false, '2026-11-29 10:07:02.130621+00', 'director@127.0.0.1');


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.sessions (id, token_hash, director_id, created_at, expires_at) VALUES (1, '6f71d2bf21bc187a8c22df54fa36211a1991d33ab93c02d05acbccc580e6e379', 1, '2026-11-29 10:07:00.552171+00', '2026-11-30 10:07:00.552171+00');


--
-- Data for Name: tournaments; Type: TABLE DATA; Schema: hoshi_upgrade; Owner: -
--

INSERT INTO hoshi_upgrade.tournaments (id, revision, created_at, updated_at, name, short_name, place, country, director, begin_date, end_date, rounds, board_size, rules, komi, time_kind, basic_minutes, period_seconds, periods, stones, stones_seconds, increment_seconds, system, bar, floor, absent_points, bye_points, nbw_absent_points, nbw_bye_points, round_down, handicap_kind, handicap_threshold, handicap_correction, handicap_ceiling, handicap_on_rank, criteria, pairing_avoid_duplicate_game, pairing_random, pairing_deterministic, pairing_balance_wb, pairing_avoid_mixing_categories, pairing_minimize_score_difference, pairing_dudd_weight, pairing_compensate_dudd, pairing_dudd_upper_mode, pairing_dudd_lower_mode, pairing_maximize_seeding, pairing_last_round_for_seed_system1, pairing_seed_system1, pairing_seed_system2, pairing_additional_placement_crit_system1, pairing_additional_placement_crit_system2, pairing_secondary_criteria, pairing_bar_threshold_active, pairing_rank_threshold, pairing_nb_wins_threshold_active, pairing_minimize_handicap, pairing_avoid_same_geo, pairing_prefer_mms_diff_rather_than_same_country, pairing_prefer_mms_diff_rather_than_same_clubs_group, pairing_prefer_mms_diff_rather_than_same_club, extra, count_unplayed_as_half, handicap_prisoners) VALUES (1, 18, '2026-11-29 10:07:00.577064+00', '2026-11-29 10:07:00.577064+00', 'Upgrade Cup', 'upg', 'Brno', 'CZ', 'Jana Nováková', '2026-05-01 00:00:00+00', '2026-05-03 00:00:00+00', 3, 19, 'japanese', 13, 2, 60, 0, 0, 15, 300, 0, 0, 3, -20, 1, 2, 0, 2, true, 0, 0, 1, 9, false, '["MMS","SOSM","SOSOSM"]', 500000000000000, 0, true, 1000000, 0, 100000000000, 100000000, true, 1, 1, 5000000, 2, 0, 1, 'RATING', '', 100000000000, true, 0, false, 0, 100000000000, 1, 2, 3, '{}', false, 5);


--
-- Name: byes_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.byes_id_seq', 1, false);


--
-- Name: directors_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.directors_id_seq', 1, true);


--
-- Name: game_records_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.game_records_id_seq', 1, true);


--
-- Name: games_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.games_id_seq', 8, true);


--
-- Name: login_attempts_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.login_attempts_id_seq', 1, true);


--
-- Name: players_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.players_id_seq', 8, true);


--
-- Name: rating_lists_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.rating_lists_id_seq', 1, false);


--
-- Name: result_changes_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.result_changes_id_seq', 8, true);


--
-- Name: sessions_id_seq; Type: SEQUENCE SET; Schema: hoshi_upgrade; Owner: -
--

SELECT pg_catalog.setval('hoshi_upgrade.sessions_id_seq', 1, true);


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
-- Name: players players_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.players
    ADD CONSTRAINT players_pkey PRIMARY KEY (id);


--
-- Name: rating_lists rating_lists_pkey; Type: CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.rating_lists
    ADD CONSTRAINT rating_lists_pkey PRIMARY KEY (id);


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
-- Name: idx_login_attempts_ip; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE INDEX idx_login_attempts_ip ON hoshi_upgrade.login_attempts USING btree (ip, at);


--
-- Name: idx_players_key; Type: INDEX; Schema: hoshi_upgrade; Owner: -
--

CREATE UNIQUE INDEX idx_players_key ON hoshi_upgrade.players USING btree (tournament_id, name_key);


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
-- Name: players fk_players_tournament; Type: FK CONSTRAINT; Schema: hoshi_upgrade; Owner: -
--

ALTER TABLE ONLY hoshi_upgrade.players
    ADD CONSTRAINT fk_players_tournament FOREIGN KEY (tournament_id) REFERENCES hoshi_upgrade.tournaments(id) ON DELETE CASCADE;


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
-- PostgreSQL database dump complete
--


