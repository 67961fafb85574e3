import ListToggle, { type ListToggleProps } from "./ListToggle.tsx";

const scales = (on: boolean) => (
  <span aria-hidden="true" className={on ? "text-primary" : ""}>
    ⇄
  </span>
);

/** Adds the product to the compared list or takes it off; without sign-in it goes to login. */
export default function CompareButton(props: Omit<ListToggleProps, "icon">) {
  return <ListToggle kind="compare" icon={scales} testId="compare-toggle" {...props} />;
}
