// The variant and rule-preset menus (#sel-variant, #sel-preset) of the play page's Game tab and of
// the lobby, filled from GET /api/options in the page's language.
"use strict";

/** Fills the variant menu, keeping its choice (else {@code keep}), then the presets. */
function fillVariants(options, keep) {
  const sel = $("sel-variant");
  const was = sel.value;
  sel.textContent = "";
  for (const v of options.variants) {
    const o = document.createElement("option");
    o.value = v.name;
    o.textContent = I18N.t("variant." + v.name);
    sel.appendChild(o);
  }
  sel.value = was || keep;
  fillPresets(options);
}

/** Fills the preset menu with the chosen variant's presets, keeping the choice if it has it. */
function fillPresets(options) {
  const sel = $("sel-preset");
  const keep = sel.value;
  const v = options.variants.find((x) => x.name === $("sel-variant").value) || options.variants[0];
  sel.textContent = "";
  for (const p of v.presets) {
    const o = document.createElement("option");
    o.value = p.name;
    const key = "preset." + p.name;
    o.textContent = I18N.t(key) === key ? p.description : I18N.t(key);
    sel.appendChild(o);
  }
  sel.value = v.presets.some((p) => p.name === keep) ? keep : v.defaultPreset;
}
