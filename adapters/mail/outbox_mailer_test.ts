import assert from "node:assert/strict";
import { forEachDatabase } from "../postgres/test_databases.ts";
import { createOutboxMailer, listOutbox } from "./outbox_mailer.ts";

forEachDatabase(
  "outbox mailer keeps messages and lists them newest first",
  async (_t, { sql }) => {
    const mailer = createOutboxMailer(sql);
    await mailer.send({
      to: "a@kamai.test",
      subject: "First",
      text: "one",
      html: "<p>one</p>",
    });
    await mailer.send({
      to: "b@kamai.test",
      subject: "Second",
      text: "two",
      html: "<p>two</p>",
    });
    const list = await listOutbox(sql);
    assert.deepEqual(list.map((m) => [m.to, m.subject, m.text, m.html]), [
      ["b@kamai.test", "Second", "two", "<p>two</p>"],
      ["a@kamai.test", "First", "one", "<p>one</p>"],
    ]);
    assert.ok(list[0].id > list[1].id);
    assert.ok(!Number.isNaN(Date.parse(list[0].createdAt)));
  },
);
