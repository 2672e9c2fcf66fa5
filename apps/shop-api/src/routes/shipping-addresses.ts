// The member's shipping addresses (order-shop-public.yml): list, one, add, edit, delete, make default.
// Only the owner reaches an address; anyone else gets the same 404 as for a missing one.
import type { Hono } from 'hono';
import { z } from 'zod';
import { pathNumber, readJson, requireMember } from '../http/request.ts';
import { addAddress, addressView, deleteAddress, findAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/members/shipping-addresses.ts';
import type { AppEnv } from '../http/context.ts';

const text = (max: number) => z.string().max(max).nullish();
const addressSchema = z.object({
  addressName: text(50),
  addressType: z.enum(['BOOK', 'RECENT']).nullish(),
  defaultYn: z.enum(['Y', 'N']).nullish(),
  receiverName: text(50),
  receiverZipCd: text(10),
  receiverAddress: text(200),
  receiverJibunAddress: text(200),
  receiverDetailAddress: text(200),
  receiverContact1: text(20),
  receiverContact2: text(20),
  receiverCity: text(50),
  receiverState: text(50),
  receiverFirstName: text(50),
  receiverLastName: text(50),
  customsIdNumber: text(30),
  countryCd: text(5),
  addressMemo: text(200),
  receiverMobileCountryCd: text(5),
});

export function registerShippingAddressRoutes(app: Hono<AppEnv>): void {
  app.get('/profile/shipping-addresses', async (c) => {
    const member = requireMember(c);
    return c.json(await listAddresses(c.get('deps').db, member.member_no));
  });

  app.post('/profile/shipping-addresses', async (c) => {
    const member = requireMember(c);
    const body = await readJson(c, addressSchema);
    const { db, now } = c.get('deps');
    return c.json(addressView(await addAddress(db, member.member_no, body, now())));
  });

  app.get('/profile/shipping-addresses/:addressNo', async (c) => {
    const addressNo = pathNumber(c, 'addressNo');
    const member = requireMember(c);
    return c.json(addressView(await findAddress(c.get('deps').db, member.member_no, addressNo)));
  });

  app.put('/profile/shipping-addresses/:addressNo', async (c) => {
    const addressNo = pathNumber(c, 'addressNo');
    const member = requireMember(c);
    const body = await readJson(c, addressSchema);
    return c.json(addressView(await updateAddress(c.get('deps').db, member.member_no, addressNo, body)));
  });

  app.delete('/profile/shipping-addresses/:addressNo', async (c) => {
    const addressNo = pathNumber(c, 'addressNo');
    const member = requireMember(c);
    await deleteAddress(c.get('deps').db, member.member_no, addressNo);
    return c.body(null, 204);
  });

  app.put('/profile/shipping-addresses/:addressNo/default', async (c) => {
    const addressNo = pathNumber(c, 'addressNo');
    const member = requireMember(c);
    return c.json(addressView(await setDefaultAddress(c.get('deps').db, member.member_no, addressNo)));
  });
}
