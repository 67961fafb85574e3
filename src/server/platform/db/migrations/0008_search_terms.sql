-- The words of product titles (search_terms: each distinct word and how many titles use it;
-- product_title_words: which products have it) for typo, partial-word and word matches whose cost
-- does not grow with the catalogue (src/server/search/search-sql.ts). Replaces the trigram index on
-- every title, which a match had to read in full.
CREATE TABLE "product_title_words" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_title_words_word_product_id_pk" PRIMARY KEY("word","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"term" text GENERATED ALWAYS AS (translate(lower("search_terms"."word"), 'ıİةأإآى̇', 'iiهاااي')) STORED NOT NULL,
	"uses" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_translations_folded_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Keeps both tables in step with product_translations. Statement triggers with transition tables:
-- a bulk insert (the seed, an import) writes each word once per statement, not once per row.
CREATE FUNCTION "product_title_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unused text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- Not TRUNCATE: a reset truncates these tables in the same statement, which TRUNCATE refuses.
    DELETE FROM "search_terms";
    DELETE FROM "product_title_words";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "search_terms" ("word", "uses")
      SELECT word, count(*) FROM new_titles, unnest(tsvector_to_array(to_tsvector('simple', new_titles."title"))) AS word
      GROUP BY word
      ON CONFLICT ("word") DO UPDATE SET "uses" = "search_terms"."uses" + excluded."uses";
    INSERT INTO "product_title_words" ("word", "product_id")
      SELECT DISTINCT word, new_titles."product_id" FROM new_titles, unnest(tsvector_to_array(to_tsvector('simple', new_titles."title"))) AS word
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH removed AS (
      SELECT word, count(*) AS n FROM old_titles, unnest(tsvector_to_array(to_tsvector('simple', old_titles."title"))) AS word
      GROUP BY word
    ), lowered AS (
      UPDATE "search_terms" SET "uses" = "search_terms"."uses" - removed.n FROM removed
      WHERE "search_terms"."word" = removed.word RETURNING "search_terms"."word", "search_terms"."uses"
    )
    SELECT array_agg(word) INTO unused FROM lowered WHERE "uses" <= 0;
    DELETE FROM "search_terms" WHERE "word" = ANY(unused);
    -- The old titles' words go, then those another title of the same product still has come back.
    DELETE FROM "product_title_words" USING (
      SELECT DISTINCT word, old_titles."product_id" FROM old_titles, unnest(tsvector_to_array(to_tsvector('simple', old_titles."title"))) AS word
    ) AS old_words
    WHERE "product_title_words"."word" = old_words.word AND "product_title_words"."product_id" = old_words."product_id";
    INSERT INTO "product_title_words" ("word", "product_id")
      SELECT DISTINCT word, t."product_id" FROM "product_translations" t, unnest(tsvector_to_array(to_tsvector('simple', t."title"))) AS word
      WHERE t."product_id" IN (SELECT "product_id" FROM old_titles)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_translations_words_inserted" AFTER INSERT ON "product_translations" REFERENCING NEW TABLE AS new_titles FOR EACH STATEMENT EXECUTE FUNCTION "product_title_words_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_words_updated" AFTER UPDATE ON "product_translations" REFERENCING OLD TABLE AS old_titles NEW TABLE AS new_titles FOR EACH STATEMENT EXECUTE FUNCTION "product_title_words_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_words_deleted" AFTER DELETE ON "product_translations" REFERENCING OLD TABLE AS old_titles FOR EACH STATEMENT EXECUTE FUNCTION "product_title_words_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_words_truncated" AFTER TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "product_title_words_changed"();
--> statement-breakpoint
INSERT INTO "search_terms" ("word", "uses")
  SELECT word, count(*) FROM "product_translations", unnest(tsvector_to_array(to_tsvector('simple', "title"))) AS word
  GROUP BY word;
--> statement-breakpoint
INSERT INTO "product_title_words" ("word", "product_id")
  SELECT DISTINCT word, "product_id" FROM "product_translations", unnest(tsvector_to_array(to_tsvector('simple', "title"))) AS word;
