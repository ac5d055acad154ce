-- An import job's file kept as its UTF-8 text (issue 32; docs/sources.md "Imports as jobs"): a 5 MB file stored as
-- bytea crosses the driver as 10 MB of hex each way (written when queued, read when claimed), which was a quarter of
-- the import's memory. A file that is not UTF-8, or holds a NUL (text cannot), stays in `file` as its bytes; jobs
-- queued before this migration keep theirs there too. Both are dropped (NULL) once the job is done or failed.
ALTER TABLE import_jobs ADD COLUMN file_text text;
