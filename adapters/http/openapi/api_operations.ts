/** The API's operations, declared by area under ./operations (a new route is declared in its area's file there). */
export {
  type Access,
  type Answer,
  type Operation,
  OPERATIONS,
  TAGS,
} from "./operations/index.ts";
