import { commonDataFor } from "../../layouts/common-data.ts";
import { shopPageProps } from "../cart/page-setup.ts";

/** The props of the address islands (shipping step, address book): the shop's defaults pre-select a new address's place. */
export async function addressPageProps(locals: App.Locals) {
  const [props, { setting }] = await Promise.all([shopPageProps(locals), commonDataFor(locals)]);
  return {
    ...props,
    defaultCountry: setting.default_country,
    defaultState: setting.default_country ? setting.default_state : "",
  };
}
