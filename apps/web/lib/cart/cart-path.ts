/** Members keep their cart on the platform (/cart); visitors on the device (/guest/cart). */
export function cartPath(loggedIn: boolean): string {
  return loggedIn ? '/cart' : '/guest/cart';
}
