/** What other parts of the server may use of the common module. */
export {
  findCategoriesWithSubCategories,
  findCollections,
  findLanguages,
  localizedTexts,
} from "./common.repo.ts";
export type { Localized } from "./common.repo.ts";
export { getCommonData, invalidateCommonData } from "./common.service.ts";
