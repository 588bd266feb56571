// The query page of `kg serve`: no libraries, nothing loaded from elsewhere.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  var editor = document.getElementById("editor");
  var example = document.getElementById("example");
  var about = document.getElementById("about");
  var paramsBox = document.getElementById("params");
  var results = document.getElementById("results");
  var status = document.getElementById("status");
  var runButton = document.getElementById("run");
  var download = document.getElementById("download");
  var current = null; // the named query shown, while its text is unedited

  var prefixes = Object.keys(data.prefixes).map(function (p) { return [p, data.prefixes[p]]; })
    .sort(function (a, b) { return b[1].length - a[1].length; });

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function short(iri) {
    for (var i = 0; i < prefixes.length; i++) {
      if (iri.indexOf(prefixes[i][1]) === 0) return prefixes[i][0] + ":" + iri.slice(prefixes[i][1].length);
    }
    return iri;
  }

  // examples
  data.queries.forEach(function (q) { example.appendChild(el("option", { value: q.name }, q.title + "  (" + q.name + ")")); });
  var exportsBox = document.getElementById("exports");
  data.exports.forEach(function (name) {
    exportsBox.appendChild(el("a", { href: "/exports/" + encodeURIComponent(name) }, name));
    exportsBox.appendChild(document.createTextNode(" "));
  });

  example.addEventListener("change", function () {
    var q = data.queries.find(function (x) { return x.name === example.value; });
    paramsBox.textContent = "";
    about.textContent = "";
    current = null;
    if (!q) return;
    editor.value = q.text;
    about.textContent = q.description;
    q.params.forEach(function (p) {
      var label = el("label", { title: p.description }, p.name + " ");
      var input = el("input", { name: p.name, value: p.default === null ? "" : p.default, "data-type": p.type });
      label.appendChild(input);
      paramsBox.appendChild(label);
    });
    current = q;
  });
  editor.addEventListener("input", function () {
    if (current && editor.value !== current.text) { current = null; paramsBox.textContent = ""; about.textContent = "(edited: runs as a plain query; parameters stay unbound)"; }
  });

  function request(accept) {
    if (current) {
      var qs = new URLSearchParams();
      paramsBox.querySelectorAll("input").forEach(function (i) { qs.append(i.name, i.value); });
      return fetch("/queries/" + encodeURIComponent(current.name) + "?" + qs.toString(), { headers: { Accept: accept } });
    }
    var body = new URLSearchParams();
    body.append("query", editor.value);
    return fetch("/sparql", { method: "POST", body: body, headers: { Accept: accept } });
  }

  var ACCEPT = "application/sparql-results+json, text/turtle;q=0.9";
  var MEDIA = { json: "application/sparql-results+json", xml: "application/sparql-results+xml", csv: "text/csv", tsv: "text/tab-separated-values",
    turtle: "text/turtle", nt: "application/n-triples", jsonld: "application/ld+json" };

  function run() {
    runButton.disabled = true;
    status.className = "";
    status.textContent = "running…";
    var started = performance.now();
    request(ACCEPT).then(function (response) {
      var type = response.headers.get("content-type") || "";
      return response.text().then(function (text) {
        var ms = Math.round(performance.now() - started);
        results.textContent = "";
        if (!response.ok) {
          status.className = "error";
          status.textContent = "HTTP " + response.status;
          results.appendChild(el("pre", { "class": "error" }, text));
          return;
        }
        if (type.indexOf("json") >= 0 && type.indexOf("ld+json") < 0) {
          var doc = JSON.parse(text);
          if (typeof doc.boolean === "boolean") {
            results.appendChild(el("p", {}, doc.boolean ? "yes (true)" : "no (false)"));
            status.textContent = "ASK in " + ms + " ms";
          } else {
            results.appendChild(table(doc));
            status.textContent = doc.results.bindings.length + " rows in " + ms + " ms";
          }
        } else {
          results.appendChild(el("pre", { "class": "graph" }, text));
          status.textContent = "graph in " + ms + " ms";
        }
      });
    }).catch(function (error) {
      status.className = "error";
      status.textContent = String(error);
    }).then(function () { runButton.disabled = false; });
  }

  function cell(term) {
    var td = el("td");
    if (!term) return td;
    if (term.type === "uri") {
      var a = el("a", { href: term.value, title: term.value, rel: "noopener noreferrer" }, short(term.value));
      td.appendChild(a);
    } else {
      td.appendChild(document.createTextNode(term.value));
      if (term["xml:lang"]) td.appendChild(el("span", { "class": "lang" }, "@" + term["xml:lang"]));
    }
    return td;
  }

  function table(doc) {
    var t = el("table");
    var head = el("tr");
    doc.head.vars.forEach(function (v) { head.appendChild(el("th", {}, v)); });
    var thead = el("thead"); thead.appendChild(head); t.appendChild(thead);
    var body = el("tbody");
    doc.results.bindings.forEach(function (row) {
      var tr = el("tr");
      doc.head.vars.forEach(function (v) { tr.appendChild(cell(row[v])); });
      body.appendChild(tr);
    });
    t.appendChild(body);
    return t;
  }

  download.addEventListener("change", function () {
    var fmt = download.value;
    download.value = "";
    if (!fmt) return;
    request(MEDIA[fmt]).then(function (r) { return r.blob(); }).then(function (blob) {
      var a = el("a", { href: URL.createObjectURL(blob), download: "results." + (fmt === "turtle" ? "ttl" : fmt) });
      document.body.appendChild(a); a.click(); a.remove();
    });
  });
  runButton.addEventListener("click", run);
  editor.addEventListener("keydown", function (e) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); run(); }
    if (e.key === "Tab") { e.preventDefault(); var s = editor.selectionStart; editor.setRangeText("  ", s, editor.selectionEnd, "end"); }
  });
})();
