-- Typo-tolerant search matches folded titles (src/server/search/trigram.ts): the trigram index is built on that very expression.
DROP INDEX "product_translations_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_translations_folded_title_trgm_idx" ON "product_translations" USING gin (translate(lower("title"), 'ıİةأإآى̇', 'iiهاااي') gin_trgm_ops);