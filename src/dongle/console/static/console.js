// Operator console: countdowns on Pending and the live Activity stream. No innerHTML anywhere:
// every value from the server is set with textContent, so nothing an agent wrote can become markup.
"use strict";

function tickCountdowns() {
  const now = Date.now() / 1000;
  for (const el of document.querySelectorAll("[data-expires]")) {
    const left = Math.round(Number(el.dataset.expires) - now);
    if (left <= 0) { el.textContent = "expired"; continue; }
    const m = Math.floor(left / 60), s = left % 60;
    el.textContent = (m ? m + " min " : "") + s + " s";
  }
}

function startActivityStream() {
  const table = document.getElementById("activity-body");
  if (!table || !window.EventSource) return;
  const status = document.getElementById("live-status");
  const params = new URLSearchParams(window.location.search);
  const source = new EventSource("/activity/stream?" + params.toString());
  source.addEventListener("open", () => { status.textContent = "Live: connected"; });
  source.addEventListener("error", () => { status.textContent = "Live: reconnecting…"; });
  source.addEventListener("decision", (event) => {
    const row = JSON.parse(event.data);
    const tr = document.createElement("tr");
    for (const key of ["time", "agent", "event", "tier", "outcome", "action"]) {
      const td = document.createElement("td");
      td.dataset.label = key;
      td.textContent = row[key] == null ? "" : String(row[key]);
      tr.appendChild(td);
    }
    table.insertBefore(tr, table.firstChild);
    const empty = document.getElementById("activity-empty");
    if (empty) empty.remove();
    while (table.rows.length > 200) table.deleteRow(-1);
  });
}

document.addEventListener("DOMContentLoaded", () => {
  tickCountdowns();
  setInterval(tickCountdowns, 1000);
  startActivityStream();
});
