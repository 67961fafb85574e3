/** What other parts of the server may use of the order desk. */
export { orderDeskRoutes } from "./routes.ts";
