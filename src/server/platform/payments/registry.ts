import { bankTransferGateway } from "./bank-transfer.ts";
import { cashOnDeliveryGateway } from "./cash-on-delivery.ts";
import { paymentsConfig, type PaymentsConfig } from "./config.ts";
import { flutterwaveGateway } from "./flutterwave.ts";
import type { Gateways, MethodId, PaymentGateway } from "./gateway.ts";
import { iyzicoGateway } from "./iyzico.ts";
import { payfastGateway } from "./payfast.ts";
import { paypalGateway } from "./paypal.ts";
import { razorpayGateway } from "./razorpay.ts";
import { storedGatewayKeys, type StoredGatewayKeys } from "./stored-keys.ts";
import { stripeGateway } from "./stripe.ts";

/** One gateway per spec method id, built from configuration (tests pass fake base URLs). */
export function createGateways(config: PaymentsConfig): Gateways {
  return {
    1: razorpayGateway(config.razorpay),
    2: cashOnDeliveryGateway(),
    3: stripeGateway(config.stripe),
    4: paypalGateway(config.paypal),
    5: flutterwaveGateway(config.flutterwave),
    6: iyzicoGateway(config.iyzico),
    7: bankTransferGateway(),
    8: payfastGateway(config.payfast),
  };
}

let current: { stored: StoredGatewayKeys; gateways: Gateways } | undefined;
/** The process-wide gateways: the console's stored keys as last read (stored-keys.ts), else the environment's. */
export function gateways(): Gateways {
  const stored = storedGatewayKeys();
  if (current?.stored !== stored)
    current = { stored, gateways: createGateways(paymentsConfig(undefined, stored)) };
  return current.gateways;
}

export function gatewayFor(method: number, registry: Gateways = gateways()): PaymentGateway | undefined {
  return registry[method as MethodId];
}

export type { Gateways } from "./gateway.ts";
