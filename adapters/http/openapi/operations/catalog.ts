/** API operations: Products, their resource kits and affiliate links. */
import * as links from "../../../../wire/links.ts";
import * as products from "../../../../wire/products.ts";
import { list, ok, type Operation, PAGED } from "./operation.ts";
import { messageBody } from "../../../../wire/common.ts";

/** Products, their resource kits and affiliate links. */
export const catalogOperations: Operation[] = [
  // ---- Products ----
  {
    method: "get",
    path: "/api/products",
    tag: "Products",
    summary: "The catalog",
    access: "user",
    responses: { 200: list(products.product) },
  },
  {
    method: "post",
    path: "/api/products",
    tag: "Products",
    summary: "Add a product",
    access: "admin",
    body: {
      schema: products.productForm,
      media: ["multipart/form-data", "application/json"],
    },
    responses: { 201: ok(products.productAction, "Added") },
  },
  {
    method: "put",
    path: "/api/products/{id}",
    tag: "Products",
    summary: "Edit a product (a new image replaces the old one)",
    access: "admin",
    body: {
      schema: products.productForm,
      media: ["multipart/form-data", "application/json"],
    },
    responses: { 200: ok(products.productAction) },
  },
  {
    method: "delete",
    path: "/api/products/{id}",
    tag: "Products",
    summary: "Delete a product",
    access: "admin",
    responses: { 200: ok(products.productDeleted) },
  },
  {
    method: "get",
    path: "/api/products/{id}/resources",
    tag: "Products",
    summary:
      "A product's resource kit: images, captions (English, Urdu) and notes",
    access: "user",
    responses: { 200: list(products.productResource) },
  },
  {
    method: "post",
    path: "/api/products/{id}/resources",
    tag: "Products",
    summary: "Add an image (multipart), a caption or a note to the kit",
    access: "admin",
    body: {
      schema: products.productResourceForm,
      media: ["multipart/form-data", "application/json"],
    },
    responses: { 201: ok(products.productResourceAdded, "Added") },
  },
  {
    method: "delete",
    path: "/api/products/{id}/resources/{resourceId}",
    tag: "Products",
    summary: "Remove a resource from the kit",
    access: "admin",
    responses: { 200: ok(products.productResourceDeleted) },
  },
  {
    method: "get",
    path: "/images/products/{file}",
    tag: "Products",
    summary: "A product image (content-addressed, cached for a year)",
    access: "public",
    responses: {
      200: { description: "The image", media: "image/*" },
    },
  },
  {
    method: "get",
    path: "/api/admin/commission",
    tag: "Products",
    summary: "The global commission percent",
    access: "admin",
    responses: { 200: ok(products.commission) },
  },
  {
    method: "post",
    path: "/api/admin/commission",
    tag: "Products",
    summary: "Set the global commission percent (0 to 100)",
    access: "admin",
    body: { schema: products.commissionBody, media: ["application/json"] },
    responses: { 200: ok(products.commissionUpdated) },
  },
  // ---- Links ----
  {
    method: "get",
    path: "/api/affiliate-links/admin/affiliate-links/all",
    tag: "Links",
    summary: "Every assigned link, optionally paged",
    access: "admin",
    query: links.adminLinksQuery,
    responses: { 200: { ...list(links.adminLink), headers: PAGED } },
  },
  {
    method: "post",
    path: "/api/admin/affiliate-links/assign",
    tag: "Links",
    summary: "Assign a product link to an affiliate",
    access: "admin",
    body: { schema: links.assignLinkBody, media: ["application/json"] },
    responses: {
      200: ok(links.linkAssigned, "The link existed and was updated"),
      201: ok(links.linkAssigned, "Assigned"),
    },
  },
  {
    method: "get",
    path: "/api/affiliate-links/user-products-with-stats",
    tag: "Links",
    summary: "My products with tracked links and figures",
    access: "user",
    responses: { 200: list(links.productWithStats) },
  },
  {
    method: "get",
    path: "/api/affiliate-links/assigned",
    tag: "Links",
    summary: "My assigned links with figures",
    access: "user",
    responses: { 200: list(links.assignedLink) },
  },
  {
    method: "post",
    path: "/api/affiliate-links/{id}/deep-links",
    tag: "Links",
    summary:
      "Make a deep link: my link's tracking to another page on the product's allowed domains",
    access: "user",
    body: { schema: links.deepLinkBody, media: ["application/json"] },
    responses: { 201: ok(links.deepLink, "Made") },
  },
  {
    method: "get",
    path: "/api/affiliate-links/{id}/deep-links",
    tag: "Links",
    summary: "My link's deep links, newest first",
    access: "user",
    responses: { 200: list(links.deepLink) },
  },
  {
    method: "delete",
    path: "/api/affiliate-links/{id}/deep-links/{deepLinkId}",
    tag: "Links",
    summary:
      "Delete a deep link (its address then leads to the link's own destination)",
    access: "user",
    responses: { 200: ok(messageBody) },
  },
  {
    method: "get",
    path: "/go/{code}",
    tag: "Links",
    summary: "A tracked link: records the click and redirects",
    description:
      "Answers 302 to the link's destination with {click_id} and {s1}…{s5} filled in; bots and link previews are redirected but not counted. s1…s5 (or sub1…sub5) are sub-ids of 1 to 100 of A-Z a-z 0-9 . _ - ~ (others are dropped); to=<url> leads to that page when it is on the product's allowed domains, otherwise to the link's destination.",
    access: "public",
    responses: {
      302: { description: "Redirect to the destination (Location header)" },
      404: { description: "Unknown link", media: "text/html" },
    },
  },
];
