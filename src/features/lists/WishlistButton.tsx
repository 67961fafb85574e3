import Icon from "../../components/ui/Icon.tsx";
import ListToggle, { type ListToggleProps } from "./ListToggle.tsx";

const heart = (on: boolean) => (
  <Icon name="heart" size={18} className={on ? "fill-current text-primary" : ""} />
);

/** Adds the product to the wish list or takes it off; a guest goes to the login page. */
export default function WishlistButton(props: Omit<ListToggleProps, "icon">) {
  return <ListToggle kind="wishlist" icon={heart} testId="wishlist-toggle" {...props} />;
}
