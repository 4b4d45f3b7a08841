// The SPARQL page: the chosen named query's parameter fields are shown and sent, the others'
// are hidden and disabled (a disabled field is not sent with the form).
"use strict";

const chooser = document.getElementById("named");
if (chooser) {
  const show = () => document.querySelectorAll("fieldset.params").forEach(box => {
    const mine = box.dataset.query === chooser.value;
    box.hidden = !mine;
    box.disabled = !mine;
  });
  chooser.addEventListener("change", show);
  show();
}
