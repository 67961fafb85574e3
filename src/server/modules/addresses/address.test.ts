import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { ADDRESS, createPlaces } from "../../../testing/shop-fixtures.ts";

let database: TestDatabase;
let server: ApiTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await createPlaces(database.db);
  server = await startApiServer({ db: database.db });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const token = "addrguest000000001";
const call = async (method: string, path: string, body?: unknown, language = "en") => {
  const response = await server.fetch(`/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", Language: language },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { http: response.status, ...(await response.json()) };
};

describe("addresses", () => {
  it("a guest adds, updates (it moves to the top), lists and deletes addresses", async () => {
    const first = await call("POST", "/user/address/action", { user_token: token, ...ADDRESS });
    expect(first).toMatchObject({
      status: 200,
      message: "Address saved successfully.",
      data: { state_name: "Badakhshan" },
    });
    const second = await call("POST", "/user/address/action", {
      user_token: token,
      ...ADDRESS,
      city: "Kabul",
      state: "KAB",
    });
    let list = await call("GET", `/user/address/all?user_token=${token}`);
    expect(list.data.map((a: { id: number }) => a.id)).toEqual([second.data.id, first.data.id]);
    await call("POST", "/user/address/action", {
      user_token: token,
      ...ADDRESS,
      id: first.data.id,
      city: "Jurm",
    });
    list = await call("GET", `/user/address/all?user_token=${token}`);
    expect(list.data[0]).toMatchObject({ id: first.data.id, city: "Jurm" });
    const removed = await call("DELETE", `/user/address/delete/${second.data.id}?user_token=${token}`);
    expect(removed.status).toBe(200);
    list = await call("GET", `/user/address/all?user_token=${token}`);
    expect(list.data).toHaveLength(1);
  });

  it("takes an address in the United Arab Emirates without a postcode, and asks for one in Afghanistan", async () => {
    const dubai = { ...ADDRESS, country: "AE", state: "DU", city: "Dubai", zipCode: "" };
    const saved = await call("POST", "/user/address/action", { user_token: token, ...dubai });
    expect(saved).toMatchObject({ status: 200, data: { country: "AE", zipCode: "" } });
    const { zipCode: _none, ...withoutField } = dubai;
    expect(await call("POST", "/user/address/action", { user_token: token, ...withoutField })).toMatchObject({
      status: 200,
    });
    expect(
      await call("POST", "/user/address/action", { user_token: token, ...ADDRESS, zipCode: " " }, "fr"),
    ).toMatchObject({ status: 201, message: expect.stringMatching(/code postal/i) });
    await call("DELETE", `/user/address/delete/${saved.data.id}?user_token=${token}`);
  });

  it("refuses unknown country or state codes and bad phone numbers", async () => {
    expect(
      await call("POST", "/user/address/action", { user_token: token, ...ADDRESS, country: "ZZ" }),
    ).toMatchObject({
      status: 201,
      message: "Please choose a valid country.",
    });
    expect(
      await call("POST", "/user/address/action", { user_token: token, ...ADDRESS, state: "IDF" }),
    ).toMatchObject({
      status: 201,
      message: "Please choose a valid state.",
    });
    expect(
      await call("POST", "/user/address/action", { user_token: token, ...ADDRESS, phone: "12345" }),
    ).toMatchObject({
      status: 201,
      message: "Invalid number",
    });
    expect(
      await call("POST", "/user/address/action", { user_token: token, ...ADDRESS, name: "" }),
    ).toMatchObject({
      status: 201,
      message: "Name is required",
    });
  });

  it("another guest cannot see or delete the address", async () => {
    const saved = await call("POST", "/user/address/action", { user_token: token, ...ADDRESS });
    const other = await call("DELETE", `/user/address/delete/${saved.data.id}?user_token=someoneelse0000001`);
    expect(other).toMatchObject({ http: 404, status: 201 });
    expect((await call("GET", "/user/address/all?user_token=someoneelse0000001")).data).toEqual([]);
  });

  it("without a user or guest token the address book answers body status 403", async () => {
    expect((await call("GET", "/user/address/all")).status).toBe(403);
  });
});
