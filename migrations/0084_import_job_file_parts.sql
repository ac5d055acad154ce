-- An import job's file kept in parts of at most 256 KB (issue 32; docs/sources.md "Imports as jobs"): written part by
-- part from the chunks the upload arrived in and read back part by part, so neither the instance that queues a 5 MB
-- file nor the isolate that runs it holds its wire encoding whole. A file of UTF-8 text without a NUL is kept as its
-- text (a bytea crosses the driver as hex, twice its size); any other file as its bytes, every part alike. Jobs
-- queued before this migration keep their file in import_jobs.file_text or .file, read as before. A job's parts are
-- deleted when it is done or failed.
CREATE TABLE import_job_file_parts (
  job_id bigint NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
  part_no integer NOT NULL CHECK (part_no >= 0),
  text text,
  bytes bytea,
  PRIMARY KEY (job_id, part_no),
  CHECK ((text IS NULL) <> (bytes IS NULL))
);
