import ListToggle, { type ListToggleProps } from "./ListToggle.tsx";

/** Follows the store or unfollows it (store page); a guest goes to the login page. */
export default function FollowButton(props: Omit<ListToggleProps, "icon">) {
  return <ListToggle kind="follow" testId="follow-toggle" {...props} />;
}
