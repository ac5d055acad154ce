import assert from "node:assert/strict";
import { readVisitQuery, subIdsOf } from "./sub_ids.ts";

Deno.test("a visit's query reads as URLSearchParams reads it, split by hand or not", () => {
  const queries = [
    "",
    "s1=fb-ad-3",
    "s1=fb-ad-3&s2=x&s3=&s5=~a.b_c",
    "sub1=wa-group&s1=",
    "s1=first&s1=second&sub1=third",
    "s1&s2=a=b&&to=https://shop.example.pk/p?q=1",
    "to=https%3A%2F%2Fshop.example.pk%2Fp&s1=%66b",
    "s1=a+b&s2=ok",
    "s1=bad<script>&s2=" + "x".repeat(101) + "&s3=" + "y".repeat(100),
    "=&==&s4=%zz&s4=later",
    "S1=upper&sub5=five",
  ];
  for (const query of queries) {
    const params = new URLSearchParams(query);
    assert.deepEqual(readVisitQuery(query), {
      subIds: subIdsOf(params),
      to: params.get("to"),
    }, query);
  }
  assert.deepEqual(readVisitQuery("s1=fb-ad-3").subIds, {
    s1: "fb-ad-3",
    s2: null,
    s3: null,
    s4: null,
    s5: null,
  });
});
