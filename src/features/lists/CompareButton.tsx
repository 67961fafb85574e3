import Icon from "../../components/ui/Icon.tsx";
import ListToggle, { type ListToggleProps } from "./ListToggle.tsx";

const scales = (on: boolean) => <Icon name="compare" size={18} className={on ? "text-primary" : ""} />;

/** Adds the product to the compared list or takes it off; without sign-in it goes to login. */
export default function CompareButton(props: Omit<ListToggleProps, "icon">) {
  return <ListToggle kind="compare" icon={scales} testId="compare-toggle" {...props} />;
}
