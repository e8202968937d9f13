/**
 * Starting a simulator from its element: the ruleset, position and options the page wrote into
 * the element's JSON script, handed to a new Simulator (mount.ts). Loaded by boot.ts when the
 * element nears the viewport or is used.
 */
import type { SimConfig } from "../../play/config.ts";
import { Simulator } from "./mount.ts";

export async function mount(el: HTMLElement): Promise<void> {
  const data = el.querySelector("script[data-sim-config]")?.textContent ?? "";
  const config = JSON.parse(data) as SimConfig;
  await new Simulator(el, config).start();
}
